import { run } from './cli';

/** `tidemark …`: the admin CLI over a running API (see README, "Admin CLI"). */
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
