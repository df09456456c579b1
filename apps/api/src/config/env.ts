/** The process environment, or any map of variables a test passes. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One concern's options, and what is wrong with its variables (empty when nothing is). */
export interface Read<T> {
  readonly value: T;
  readonly problems: readonly string[];
}

/**
 * Reads one concern's variables, noting each problem and going on with the default, so that
 * the app reports every problem at once instead of the first.
 */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value; undefined when unset or blank. */
  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      this.problem(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A number from 0 to 1, in any decimal notation (`0.5`, `.5`, `5e-1`). */
  fraction(name: string, fallback: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = /^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw) ? Number(raw) : NaN;
    if (!(value >= 0 && value <= 1)) {
      this.problem(`${name} must be a number from 0 to 1, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** `true` or `false`; unset is false. */
  flag(name: string): boolean {
    const raw = this.string(name);
    if (raw === undefined || raw === 'false') return false;
    if (raw === 'true') return true;
    this.problem(`${name} must be true or false, got "${raw}"`);
    return false;
  }

  problem(message: string): void {
    this.problems.push(message);
  }

  result<T>(value: T): Read<T> {
    return { value, problems: [...this.problems] };
  }
}

/**
 * What a configuration error shows of a URL-valued variable: its scheme and host, never the
 * rest. User info, a webhook's path or a query may be secrets, and a value that does not parse
 * cannot be cleaned of them: only its scheme is shown, if it has one. A value with neither `:`
 * nor `@` holds no credentials: it is shown whole.
 */
export function shownUrl(value: string): string {
  if (!/[:@]/.test(value)) return `"${value}"`;
  const url = parsedUrl(value);
  if (url !== undefined && url.host !== '') {
    const path = url.pathname !== '' && url.pathname !== '/';
    const rest = url.username || url.password || path || url.search || url.hash;
    return `"${url.protocol}//${url.host}${rest ? '…' : ''}"`;
  }
  const scheme = /^[a-z][a-z0-9+.-]*:(\/\/)?/i.exec(value)?.[0];
  if (scheme !== undefined && (scheme.endsWith('//') || !value.includes('@'))) {
    return `"${scheme}…"`;
  }
  return 'a value not shown (it may hold credentials)';
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
