import { parseArgs } from 'node:util';

/** Exit codes of `tidemark`. */
export const EXIT = { ok: 0, apiError: 1, usage: 2, unreachable: 3, unexpectedAnswer: 4 } as const;

export const DEFAULT_URL = 'http://127.0.0.1:3000';
export const DEFAULT_POLL_MS = 500;

export const USAGE = `Usage: tidemark <command> [options]

Commands:
  projections list
  projections pause <name>
  projections resume <name>
  projections rebuild <name> [--no-wait] [--interval <ms>]
  projections replay <name> <streamId> [--force]
  dead-letters list [--listener <name>] [--step <step>] [--status pending|redriven|discarded]
                    [--limit <n>] [--after <id>]
  dead-letters show <id>
  dead-letters retry <id>...
  dead-letters discard <id> --reason <text>
  stream read <streamId> [--from <version>] [--limit <n>] [--backward]
  stream delete <streamId> [--tombstone] [--expected-version <v>]
  stream metadata <streamId> [--max-count <n>] [--max-age <seconds>]
                  [--truncate-before <version>] [--custom <json>] [--clear]
  scavenge
  log read [--from <position>] [--limit <n>] [--backward] [--types <a,b>]
           [--categories <c,d>] [--type-prefixes <a,b>] [--stream-prefixes <c,d>]

  (\`streams\` is the same as \`stream\`. \`stream metadata\` without options shows the
  metadata; with some, it changes those fields and keeps the others; \`none\` clears one.)

Options:
  --url <url>      the API (default: $TIDEMARK_URL or ${DEFAULT_URL})
  --token <token>  bearer token (default: $TIDEMARK_TOKEN)
  --json           print JSON instead of tables
  -h, --help       show this help

Exit codes: 0 ok, 1 the API answered an error, 2 usage error, 3 cannot reach the API,
4 the API answered something this CLI cannot read.`;

export interface GlobalOptions {
  readonly url: string;
  readonly token: string | undefined;
  readonly json: boolean;
}

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'projections.list' }
  | { readonly kind: 'projections.pause'; readonly name: string }
  | { readonly kind: 'projections.resume'; readonly name: string }
  | {
      readonly kind: 'projections.rebuild';
      readonly name: string;
      readonly wait: boolean;
      readonly intervalMs: number;
    }
  | {
      readonly kind: 'projections.replay';
      readonly name: string;
      readonly streamId: string;
      readonly force: boolean;
    }
  | {
      readonly kind: 'dead-letters.list';
      readonly query: Readonly<Record<string, string | undefined>>;
    }
  | { readonly kind: 'dead-letters.show'; readonly id: string }
  | { readonly kind: 'dead-letters.retry'; readonly ids: readonly string[] }
  | { readonly kind: 'dead-letters.discard'; readonly id: string; readonly reason: string }
  | {
      readonly kind: 'stream.read';
      readonly streamId: string;
      readonly query: Readonly<Record<string, string | undefined>>;
    }
  | {
      readonly kind: 'stream.delete';
      readonly streamId: string;
      readonly query: Readonly<Record<string, string | undefined>>;
    }
  | {
      readonly kind: 'stream.metadata';
      readonly streamId: string;
      /** Empty, and `clear` false: only show it. */
      readonly changes: Readonly<MetadataChanges>;
      readonly clear: boolean;
    }
  | { readonly kind: 'scavenge' }
  | { readonly kind: 'log.read'; readonly query: Readonly<Record<string, string | undefined>> };

/** The metadata fields a command line sets; null clears one. */
export interface MetadataChanges {
  maxCount?: number | null;
  maxAgeSeconds?: number | null;
  truncateBefore?: number | null;
  custom?: Record<string, unknown> | null;
}

export interface Invocation {
  readonly options: GlobalOptions;
  readonly command: Command;
}

/** A mistake in the command line: the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type OptionSpec = { readonly type: 'string' | 'boolean'; readonly short?: string };
type Specs = Readonly<Record<string, OptionSpec>>;

const GLOBAL: Specs = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

interface CommandSpec {
  /** Positional arguments after the command words; a trailing `...` takes one or more. */
  readonly args: readonly string[];
  readonly options: Specs;
}

const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  'projections list': { args: [], options: {} },
  'projections pause': { args: ['name'], options: {} },
  'projections resume': { args: ['name'], options: {} },
  'projections rebuild': {
    args: ['name'],
    options: { 'no-wait': { type: 'boolean' }, interval: { type: 'string' } },
  },
  'projections replay': { args: ['name', 'streamId'], options: { force: { type: 'boolean' } } },
  'dead-letters list': {
    args: [],
    options: {
      listener: { type: 'string' },
      step: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      after: { type: 'string' },
    },
  },
  'dead-letters show': { args: ['id'], options: {} },
  'dead-letters retry': { args: ['id...'], options: {} },
  'dead-letters discard': { args: ['id'], options: { reason: { type: 'string' } } },
  'stream read': {
    args: ['streamId'],
    options: { from: { type: 'string' }, limit: { type: 'string' }, backward: { type: 'boolean' } },
  },
  'stream delete': {
    args: ['streamId'],
    options: { tombstone: { type: 'boolean' }, 'expected-version': { type: 'string' } },
  },
  'stream metadata': {
    args: ['streamId'],
    options: {
      'max-count': { type: 'string' },
      'max-age': { type: 'string' },
      'truncate-before': { type: 'string' },
      custom: { type: 'string' },
      clear: { type: 'boolean' },
    },
  },
  scavenge: { args: [], options: {} },
  'log read': {
    args: [],
    options: {
      from: { type: 'string' },
      limit: { type: 'string' },
      backward: { type: 'boolean' },
      types: { type: 'string' },
      categories: { type: 'string' },
      'type-prefixes': { type: 'string' },
      'stream-prefixes': { type: 'string' },
    },
  },
};

/** Command words that name another command's (`streams delete` is `stream delete`). */
const ALIASES: Readonly<Record<string, string>> = { streams: 'stream' };

/** Every option of every command: a first, lenient pass finds the command words with it. */
const ALL_OPTIONS: Specs = Object.assign(
  {},
  GLOBAL,
  ...Object.values(COMMANDS).map((spec) => spec.options),
);

const DEAD_LETTER_STATUSES = ['pending', 'redriven', 'discarded'];

/** Parses `argv` (without `node` and the script); throws UsageError. */
export function parseInvocation(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Invocation {
  const words = lenientPositionals(argv);
  const first = ALIASES[words[0]] ?? words[0];
  // One-word commands (`scavenge`) first, so their arguments are not taken for a second word.
  const name =
    words.length > 0 && COMMANDS[first] ? first : [first, ...words.slice(1, 2)].join(' ');
  const spec = COMMANDS[name];
  const wantsHelp = argv.some((arg) => arg === '--help' || arg === '-h');
  if (!spec) {
    if (wantsHelp && words.length === 0)
      return { options: globals({}, env), command: { kind: 'help' } };
    if (words.length === 0) throw new UsageError('no command given');
    throw new UsageError(`unknown command: ${words.slice(0, 2).join(' ')}`);
  }
  const { values, positionals } = strictParse(argv, { ...GLOBAL, ...spec.options });
  const options = globals(values, env);
  if (values.help === true) return { options, command: { kind: 'help' } };
  const args = positionals.slice(name.split(' ').length);
  const variadic = spec.args.length > 0 && spec.args[spec.args.length - 1].endsWith('...');
  if (args.length < spec.args.length) {
    const missing = spec.args[args.length].replace('...', '');
    throw new UsageError(`${name}: missing argument <${missing}>`);
  }
  if (!variadic && args.length > spec.args.length) {
    throw new UsageError(`${name}: unexpected argument ${JSON.stringify(args[spec.args.length])}`);
  }
  return { options, command: commandOf(name, args, values) };
}

type Values = Record<string, string | boolean | undefined>;

function commandOf(name: string, args: readonly string[], values: Values): Command {
  const text = (key: string): string | undefined =>
    typeof values[key] === 'string' ? (values[key] as string) : undefined;
  switch (name) {
    case 'projections list':
      return { kind: 'projections.list' };
    case 'projections pause':
      return { kind: 'projections.pause', name: args[0] };
    case 'projections resume':
      return { kind: 'projections.resume', name: args[0] };
    case 'projections rebuild':
      return {
        kind: 'projections.rebuild',
        name: args[0],
        wait: values['no-wait'] !== true,
        intervalMs:
          text('interval') === undefined
            ? DEFAULT_POLL_MS
            : integer('--interval', text('interval'), 10, 60_000),
      };
    case 'projections replay':
      return {
        kind: 'projections.replay',
        name: args[0],
        streamId: args[1],
        force: values.force === true,
      };
    case 'dead-letters list': {
      const status = text('status');
      if (status !== undefined && !DEAD_LETTER_STATUSES.includes(status)) {
        throw new UsageError(`--status must be one of ${DEAD_LETTER_STATUSES.join(', ')}`);
      }
      checkInteger('--limit', text('limit'));
      return {
        kind: 'dead-letters.list',
        query: {
          listener: text('listener'),
          step: text('step'),
          status,
          limit: text('limit'),
          after: text('after'),
        },
      };
    }
    case 'dead-letters show':
      return { kind: 'dead-letters.show', id: args[0] };
    case 'dead-letters retry':
      return { kind: 'dead-letters.retry', ids: [...new Set(args)] };
    case 'dead-letters discard': {
      const reason = text('reason');
      if (reason === undefined || reason.trim() === '') {
        throw new UsageError('dead-letters discard: --reason <text> is required');
      }
      return { kind: 'dead-letters.discard', id: args[0], reason };
    }
    case 'stream read':
      checkInteger('--from', text('from'));
      checkInteger('--limit', text('limit'));
      return {
        kind: 'stream.read',
        streamId: args[0],
        query: {
          from: text('from'),
          limit: text('limit'),
          direction: values.backward === true ? 'backward' : undefined,
        },
      };
    case 'stream delete': {
      const expected = text('expected-version');
      if (expected !== undefined && !/^(any|no_stream|stream_exists|\d{1,16})$/.test(expected)) {
        throw new UsageError(
          `--expected-version must be any, no_stream, stream_exists or a version, not ${JSON.stringify(expected)}`,
        );
      }
      return {
        kind: 'stream.delete',
        streamId: args[0],
        query: {
          expectedVersion: expected,
          tombstone: values.tombstone === true ? 'true' : undefined,
        },
      };
    }
    case 'stream metadata':
      return {
        kind: 'stream.metadata',
        streamId: args[0],
        changes: metadataChanges(text),
        clear: values.clear === true,
      };
    case 'scavenge':
      return { kind: 'scavenge' };
    case 'log read':
      checkInteger('--from', text('from'));
      checkInteger('--limit', text('limit'));
      return {
        kind: 'log.read',
        query: {
          from: text('from'),
          limit: text('limit'),
          direction: values.backward === true ? 'backward' : undefined,
          types: text('types'),
          categories: text('categories'),
          typePrefixes: text('type-prefixes'),
          streamPrefixes: text('stream-prefixes'),
        },
      };
    default:
      throw new UsageError(`unknown command: ${name}`);
  }
}

function metadataChanges(text: (key: string) => string | undefined): MetadataChanges {
  const changes: MetadataChanges = {};
  const count = (option: string, min: number): number | null | undefined => {
    const value = text(option);
    if (value === undefined) return undefined;
    if (value === 'none') return null;
    if (!/^\d{1,16}$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < min) {
      throw new UsageError(
        `--${option} must be an integer >= ${min} or none, not ${JSON.stringify(value)}`,
      );
    }
    return Number(value);
  };
  const fields = [
    ['maxCount', count('max-count', 1)],
    ['maxAgeSeconds', count('max-age', 1)],
    ['truncateBefore', count('truncate-before', 0)],
  ] as const;
  for (const [field, value] of fields) if (value !== undefined) changes[field] = value;
  const custom = text('custom');
  if (custom === 'none') changes.custom = null;
  else if (custom !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(custom);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new UsageError('--custom must be a JSON object (or none)');
    }
    changes.custom = parsed as Record<string, unknown>;
  }
  return changes;
}

function globals(values: Values, env: Readonly<Record<string, string | undefined>>): GlobalOptions {
  const url = (typeof values.url === 'string' ? values.url : undefined) ?? env.TIDEMARK_URL;
  const base = url === undefined || url === '' ? DEFAULT_URL : url;
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    throw new UsageError(`--url: not a URL: ${JSON.stringify(base)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--url: must be http(s): ${JSON.stringify(base)}`);
  }
  const token = typeof values.token === 'string' ? values.token : env.TIDEMARK_TOKEN;
  return {
    url: base.replace(/\/+$/, ''),
    token: token === undefined || token === '' ? undefined : token,
    json: values.json === true,
  };
}

function lenientPositionals(argv: readonly string[]): string[] {
  const { positionals } = parseArgs({
    args: [...argv],
    options: ALL_OPTIONS,
    strict: false,
    allowPositionals: true,
  });
  return positionals;
}

function strictParse(argv: readonly string[], options: Specs) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function checkInteger(option: string, value: string | undefined): void {
  if (value !== undefined && !/^\d{1,19}$/.test(value)) {
    throw new UsageError(`${option} must be a non-negative integer, not ${JSON.stringify(value)}`);
  }
}

function integer(option: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < min || number > max) {
    throw new UsageError(`${option} must be an integer from ${min} to ${max}`);
  }
  return number;
}
