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
      /** `FORWARD_NATS_URL`: one or more `nats://`/`tls://` URLs, comma-separated. */
      readonly servers: readonly string[];
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
    };

const LISTENER_NAME = /^[a-z][a-z0-9_]{0,29}$/;
const STREAM_NAME = /^[A-Za-z0-9_-]{1,200}$/;
const NATS_URL = /^(nats|tls):\/\/[^\s,]+$/;

export function readForwardingOptions(env: Env): Read<ForwardingOptions> {
  const vars = new EnvReader(env);
  const url = vars.string('FORWARD_NATS_URL');
  if (url === undefined) return vars.result({ enabled: false });
  const servers = url.split(',').map((s) => s.trim());
  if (servers.some((server) => !NATS_URL.test(server))) {
    vars.problem('FORWARD_NATS_URL must be nats:// or tls:// URLs, comma-separated');
  }
  const name = vars.string('FORWARD_NAME') ?? 'forward_jetstream';
  if (!LISTENER_NAME.test(name)) vars.problem(`FORWARD_NAME must match ${LISTENER_NAME}`);
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
  }
  return vars.result({
    enabled: true,
    servers,
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
  });
}
