#!/usr/bin/env node
'use strict';
// `npm run cli -- …` in this repository: the admin CLI that @tidemark/infra ships as its `bin`
// (libs/infra/src/cli), compiled by `npm run build` (or `npm run build:packages`).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const main = join(__dirname, '..', 'libs', 'infra', 'dist', 'cli', 'main.js');
if (!existsSync(main)) {
  process.stderr.write(`tidemark: ${main} is missing: run \`npm run build\` first\n`);
  process.exit(2);
}
require(main);
