import { subjectTemplateProblem } from '@tidemark/infra';
import { DEFAULT_SUBJECT_TEMPLATE } from '@tidemark/infra/jetstream';
import { EnvReader, type Env, type Read } from './env';

/**
 * Forwarding (outbox) of the global log to a NATS JetStream stream (`FORWARD_NATS_URL`; unset:
 * off), as a listener of the app's runner: exactly once per destination within the stream's
 * duplicate window, in order per stream.
 */
export type ForwardingOptions =
  | { readonly enabled: false }
  | {
      readonly enabled: true;
      /** `FORWARD_NATS_URL`: one or more `nats://`/`tls://` URLs, comma-separated, without credentials. */
      readonly servers: readonly string[];
      /** The URLs' credentials (`user:pass@`, or `token@`): the client ignores them in a URL. */
      readonly credentials: NatsCredentials | undefined;
      /** `FORWARD_NAME`: the listener's name in the admin list and metrics. */
      readonly name: string;
      /** `FORWARD_STREAM`: the JetStream stream published to. */
      readonly stream: string;
      /** `FORWARD_SUBJECT`: template over {category}, {stream}, {type}, {id}. */
      readonly subject: string;
      /** `FORWARD_TYPES`, `FORWARD_CATEGORIES`, `FORWARD_STREAM_PREFIXES`: comma-separated. */
      readonly types: readonly string[] | undefined;
      readonly categories: readonly string[] | undefined;
      readonly streamPrefixes: readonly string[] | undefined;
      /** `FORWARD_CREATE_STREAM` (default true): create the stream when missing. */
      readonly createStream: boolean;
      /** `FORWARD_REPLICAS` (default 1): of a stream the app creates. */
      readonly replicas: number;
      /** `FORWARD_DUPLICATE_WINDOW_MS` (default 10 min): of a stream the app creates. */
      readonly duplicateWindowMs: number;
      /** `FORWARD_MAX_BATCH_MS`: longest one batch retries; undefined: half the lease, a quarter of the window, at most 30 s. */
      readonly maxBatchMs: number | undefined;
      /** `FORWARD_ACK_TIMEOUT_MS` (default 5000): the wait for one publish's acknowledgement. */
      readonly ackTimeoutMs: number;
      /** `FORWARD_READY_CHECK` (default false): `/ready` fails while the forwarder does. */
      readonly readyCheck: boolean;
    };

export type NatsCredentials =
  { readonly user: string; readonly pass: string } | { readonly token: string };

const LISTENER_NAME = /^[a-z][a-z0-9_]{0,29}$/;
const STREAM_NAME = /^[A-Za-z0-9_-]{1,200}$/;
const NATS_URL = /^(nats|tls):\/\/[^\s,]+$/;

/** `listenerNames`: the app's other listeners, whose names the forwarder must not take. */
export function readForwardingOptions(
  env: Env,
  listenerNames: readonly string[] = [],
): Read<ForwardingOptions> {
  const vars = new EnvReader(env);
  const url = vars.string('FORWARD_NATS_URL');
  if (url === undefined) return vars.result({ enabled: false });
  const parsed = url.split(',').map((s) => parseNatsUrl(s.trim()));
  if (parsed.some((server) => server === undefined)) {
    vars.problem('FORWARD_NATS_URL must be nats:// or tls:// URLs, comma-separated');
  }
  const urls = parsed.filter((server) => server !== undefined);
  const servers = urls.map((server) => server.url);
  const credentials = urls.find((server) => server.credentials)?.credentials;
  if (urls.some((s) => JSON.stringify(s.credentials) !== JSON.stringify(credentials))) {
    vars.problem('FORWARD_NATS_URL must carry the same credentials in every URL (or none)');
  }
  const name = vars.string('FORWARD_NAME') ?? 'forward_jetstream';
  if (!LISTENER_NAME.test(name)) vars.problem(`FORWARD_NAME must match ${LISTENER_NAME}`);
  else if (listenerNames.includes(name)) {
    vars.problem(
      `FORWARD_NAME "${name}" is taken by another listener (${listenerNames.join(', ')})`,
    );
  }
  const stream = vars.string('FORWARD_STREAM') ?? 'TIDEMARK_EVENTS';
  if (!STREAM_NAME.test(stream)) vars.problem(`FORWARD_STREAM must match ${STREAM_NAME}`);
  const subject = vars.string('FORWARD_SUBJECT') ?? DEFAULT_SUBJECT_TEMPLATE;
  const subjectProblem = subjectTemplateProblem(subject);
  if (subjectProblem) vars.problem(`FORWARD_SUBJECT ${subjectProblem}`);
  const list = (variable: string): string[] | undefined => {
    const items = vars
      .string(variable)
      ?.split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    return items && items.length > 0 ? items : undefined;
  };
  const createRaw = vars.string('FORWARD_CREATE_STREAM');
  const createStream = createRaw === undefined ? true : vars.flag('FORWARD_CREATE_STREAM');
  const duplicateWindowMs = vars.integer('FORWARD_DUPLICATE_WINDOW_MS', 600_000, 1000, 604_800_000);
  const maxBatchRaw = vars.string('FORWARD_MAX_BATCH_MS');
  const maxBatchMs =
    maxBatchRaw === undefined
      ? undefined
      : vars.integer('FORWARD_MAX_BATCH_MS', 30_000, 100, 3_600_000);
  if (maxBatchMs !== undefined && 3 * maxBatchMs > duplicateWindowMs) {
    vars.problem('FORWARD_MAX_BATCH_MS must be at most a third of FORWARD_DUPLICATE_WINDOW_MS');
  } else if (maxBatchMs === undefined && duplicateWindowMs < 3 * MIN_DEFAULT_BATCH_MS) {
    // The default batch is at least 1 s: a shorter window would refuse every batch.
    vars.problem(
      `FORWARD_DUPLICATE_WINDOW_MS must be at least ${3 * MIN_DEFAULT_BATCH_MS} (3 × the shortest default batch), or set FORWARD_MAX_BATCH_MS to at most a third of it`,
    );
  }
  return vars.result({
    enabled: true,
    servers,
    credentials,
    name,
    stream,
    subject,
    types: list('FORWARD_TYPES'),
    categories: list('FORWARD_CATEGORIES'),
    streamPrefixes: list('FORWARD_STREAM_PREFIXES'),
    createStream,
    replicas: vars.integer('FORWARD_REPLICAS', 1, 1, 5),
    duplicateWindowMs,
    maxBatchMs,
    ackTimeoutMs: vars.integer('FORWARD_ACK_TIMEOUT_MS', 5000, 100, 600_000),
    readyCheck: vars.flag('FORWARD_READY_CHECK'),
  });
}

/** The default `FORWARD_MAX_BATCH_MS` is never below this (see the forwarding module). */
export const MIN_DEFAULT_BATCH_MS = 1000;

/** A server URL without its credentials, and those; undefined when malformed. */
function parseNatsUrl(
  server: string,
): { url: string; credentials: NatsCredentials | undefined } | undefined {
  if (!NATS_URL.test(server)) return undefined;
  let parsed: URL;
  let user: string;
  let pass: string;
  try {
    parsed = new URL(server);
    user = decodeURIComponent(parsed.username);
    pass = decodeURIComponent(parsed.password);
  } catch {
    return undefined;
  }
  if (parsed.host === '') return undefined;
  const url = `${parsed.protocol}//${parsed.host}`;
  if (user === '' && pass === '') return { url, credentials: undefined };
  return { url, credentials: pass === '' ? { token: user } : { user, pass } };
}
