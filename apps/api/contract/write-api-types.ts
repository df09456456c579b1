// `npm run openapi:types`: writes api-types.d.ts from the app's OpenAPI document; with
// `--stdout`, prints it instead (the staleness test compares that with the committed file).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { API_TYPES_FILE, apiTypesOf, openApiDocumentOfApp } from './openapi-types';

async function main(): Promise<void> {
  const types = await apiTypesOf(await openApiDocumentOfApp());
  if (process.argv.includes('--stdout')) {
    process.stdout.write(types);
    return;
  }
  writeFileSync(API_TYPES_FILE, types);
  process.stdout.write(`wrote ${relative(process.cwd(), API_TYPES_FILE)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
