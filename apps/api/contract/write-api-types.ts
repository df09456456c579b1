// `npm run openapi:types`: writes api-types.d.ts from the app's OpenAPI document. With
// `--stdout` it prints the types instead, and with `--document <file>` it reads the document
// from that file (as /docs/json served it) instead of building it: the staleness checks
// (stale-api-types.ts) compare what it prints with the committed file.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_TYPES_FILE, apiTypesOf, openApiDocumentOfApp } from './openapi-types';

async function main(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf('--document');
  const document =
    at === -1
      ? await openApiDocumentOfApp()
      : (JSON.parse(readFileSync(argv[at + 1], 'utf8')) as OpenAPIObject);
  const types = await apiTypesOf(document);
  if (argv.includes('--stdout')) {
    process.stdout.write(types);
    return;
  }
  writeFileSync(API_TYPES_FILE, types);
  process.stdout.write(`wrote ${relative(process.cwd(), API_TYPES_FILE)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
