#!/usr/bin/env node
import { EXIT } from './args';
import { run } from './cli';

// Output whose reader went away (`tidemark … | head -1`) ends the CLI quietly, as it does
// other Unix tools: there is no one left to tell.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(EXIT.ok);
  });
}

/**
 * `tidemark …`: the admin CLI over a running API (see docs/cli.md), the package's `bin`. An HTTP
 * client only: it loads nothing of NestJS and no driver, so `npx tidemark` starts fast anywhere.
 */
run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    process.stderr.write(
      `tidemark: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  });
