#!/usr/bin/env node
'use strict';
// `npx tidemark …` / `npm run cli -- …`: the admin CLI, compiled by `npm run build`.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const main = join(__dirname, '..', 'dist', 'apps', 'cli', 'main.js');
if (!existsSync(main)) {
  process.stderr.write(`tidemark: ${main} is missing: run \`npm run build\` first\n`);
  process.exit(2);
}
require(main);
