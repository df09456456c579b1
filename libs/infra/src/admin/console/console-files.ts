import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Where the admin console is served; the built console's own links start with `/console/`. */
export const CONSOLE_PATH = '/console';

/**
 * Where the package's build puts the console (libs/infra/console, built by Vite): `dist/console`,
 * beside this file's `dist/admin/console/`.
 */
export const BUILT_CONSOLE_DIRECTORY = join(__dirname, '..', '..', 'console');

/** A file of the built console, read once at start: the console is a few tens of kilobytes. */
export interface ConsoleFile {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a request under /console is answered. */
export type ConsoleAnswer =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'file'; readonly file: ConsoleFile }
  | {
      readonly kind: 'not-found';
      readonly body: { readonly error: 'NotFound'; readonly message: string };
    };

// Everything is bundled: nothing from elsewhere, no framing (the admin token is in the tab).
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
// Assets have content hashes in their names; index.html names the current ones.
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built console's files by their path below /console/ (`index.html`, `assets/…`), or
 * undefined when `directory` holds no built console. Only regular files are taken (no symbolic
 * link), and requests are answered from this map alone: no request path ever reaches the file
 * system, so none can lead out of the console.
 */
export function readConsoleFiles(directory: string): ReadonlyMap<string, ConsoleFile> | undefined {
  if (!existsSync(join(directory, 'index.html'))) return undefined;
  const files = new Map<string, ConsoleFile>();
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(directory, path).split(sep).join('/');
    files.set(name, {
      body: readFileSync(path),
      headers: {
        'content-type': CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
        'cache-control': name === 'index.html' ? REVALIDATE : IMMUTABLE,
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
      },
    });
  }
  return files;
}

/** The answer to a request for `urlPath` (the path as sent, without its query). */
export function consoleAnswer(
  files: ReadonlyMap<string, ConsoleFile> | undefined,
  urlPath: string,
): ConsoleAnswer {
  if (urlPath === CONSOLE_PATH) return { kind: 'redirect', location: `${CONSOLE_PATH}/` };
  if (files === undefined) {
    return notFound('the admin console is not built: build @tidemark/infra (npm run build)');
  }
  const below = urlPath.slice(CONSOLE_PATH.length + 1);
  const name = below === '' ? 'index.html' : decoded(below);
  const file = name === undefined ? undefined : files.get(name);
  return file === undefined
    ? notFound('no such file in the admin console')
    : { kind: 'file', file };
}

function notFound(message: string): ConsoleAnswer {
  return { kind: 'not-found', body: { error: 'NotFound', message } };
}

/** The path with its percent-escapes decoded; undefined for a malformed escape (no such file). */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
