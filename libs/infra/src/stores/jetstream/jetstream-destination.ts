import {
  ErrorCode,
  headers as natsHeaders,
  millis,
  nanos,
  NatsError,
  StorageType,
  type JetStreamClient,
  type MsgHdrs,
  type NatsConnection,
  type StreamInfo,
} from 'nats';
import type { RecordedEvent } from '../../event-store/event-store.port';
import { toEventJson } from '../../event-store/event-json';
import { abortableSleep, backoffDelay } from '../../projections/backoff';
import { traceFieldsOf } from '../../tracing/trace-context';
import type {
  ForwardedBatch,
  ForwardingDestination,
  PublishFailure,
  PublishReport,
} from '../../forwarding/forwarding-destination.port';
import {
  subjectFilterOf,
  subjectTemplate,
  type SubjectOf,
} from '../../forwarding/subject-template';

/** What to do when the destination stream is missing, and how to create it. */
export interface JetStreamStreamSetup {
  /** Create the stream when missing. Default true; false: opening fails instead. */
  readonly create?: boolean;
  /** Its subjects. Default: the subject template with each placeholder's token as `*`. */
  readonly subjects?: readonly string[];
  /** Default 1. */
  readonly replicas?: number;
  /** How long the server remembers a message id. Default 10 minutes. */
  readonly duplicateWindowMs?: number;
}

export interface JetStreamDestinationOptions {
  /** A connection the caller opened (and closes); see `connect` from `nats`. */
  readonly connection: NatsConnection;
  /** The JetStream stream published to. */
  readonly stream: string;
  /** A template (see `subjectTemplate`) or a function. Default {@link DEFAULT_SUBJECT_TEMPLATE}. */
  readonly subject?: string | SubjectOf;
  readonly setup?: JetStreamStreamSetup;
  /** How long one publish waits for its acknowledgement, in ms. Default 5000. */
  readonly ackTimeoutMs?: number;
  /** Back-off between retries of one publish (full jitter). Defaults 50 and 2000 ms. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly random?: () => number;
}

/**
 * The default subjects: their first token is not `tidemark`, so they never overlap a Tidemark
 * JetStream event store's (`tidemark.<stream>.e.>`) on the same server, where the destination
 * stream could not be created.
 */
export const DEFAULT_SUBJECT_TEMPLATE = 'tidemark-events.{category}.{stream}.{type}';
const DEFAULT_DUPLICATE_WINDOW_MS = 10 * 60_000;
const STREAM_NOT_FOUND = 10059;
/** The server's "message size exceeds maximum allowed" and the like: sending again cannot help. */
const PERMANENT_API_ERRORS = new Set([10054, 10060, 10071]);
const PERMANENT_CLIENT_ERRORS = new Set<string>([
  ErrorCode.MaxPayloadExceeded,
  ErrorCode.BadSubject,
  ErrorCode.BadHeader,
  ErrorCode.BadPayload,
  ErrorCode.InvalidOption,
  ErrorCode.PermissionsViolation,
]);

/** The stream is missing and `setup.create` is false, or it cannot dedup. */
export class ForwardingDestinationMisconfigured extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForwardingDestinationMisconfigured';
  }
}

/**
 * Publishes to a JetStream stream with `Nats-Msg-Id` = event id: the server drops an id it
 * stored within the stream's duplicate window (and says so in the acknowledgement), so a
 * republish after a crash or a lost acknowledgement is stored once. The acknowledgement
 * comes once the stream's replicas hold the message (a quorum of them on R3).
 *
 * Each message is the event as JSON (as `GET /all` serves it), with headers
 * `Tidemark-Event-Id`, `-Type`, `-Stream`, `-Version`, `-Position`, `-Recorded-At` and the
 * W3C `traceparent`/`tracestate` from the event's metadata.
 */
export class JetStreamDestination implements ForwardingDestination {
  readonly description: string;
  private readonly js: JetStreamClient;
  private readonly subjectOf: SubjectOf;
  private readonly template: string | undefined;
  private window = 0;

  constructor(private readonly options: JetStreamDestinationOptions) {
    const subject = options.subject ?? DEFAULT_SUBJECT_TEMPLATE;
    this.template = typeof subject === 'string' ? subject : undefined;
    this.subjectOf = typeof subject === 'string' ? subjectTemplate(subject) : subject;
    this.js = options.connection.jetstream();
    this.description = `jetstream stream ${options.stream}`;
  }

  get duplicateWindowMs(): number {
    return this.window;
  }

  /** The subject `event` is published on. */
  subjectFor(event: RecordedEvent): string {
    return this.subjectOf(event);
  }

  async open(): Promise<void> {
    const info = await this.ensureStream();
    this.window = millis(info.config.duplicate_window);
    if (!(this.window > 0)) {
      throw new ForwardingDestinationMisconfigured(`${this.description} keeps no duplicate window`);
    }
    // A stream that does not capture the subjects would leave every publish unanswered.
    const wanted = this.template === undefined ? undefined : subjectFilterOf(this.template);
    const captured = info.config.subjects ?? [];
    if (wanted !== undefined && !captured.some((subject) => subjectCovers(subject, wanted))) {
      throw new ForwardingDestinationMisconfigured(
        `${this.description} captures ${captured.join(', ') || 'no subjects'}, not ${wanted}: ` +
          'give it those subjects, or a subject template within its own',
      );
    }
  }

  /** The caller closes the connection it gave. */
  async close(): Promise<void> {}

  async publish({ events, signal }: ForwardedBatch): Promise<PublishReport> {
    const accepted = new Set<string>();
    const failures = new Map<RecordedEvent, PublishFailure>();
    // A permanent failure stops the batch: nothing after it could move the checkpoint.
    const stop = new AbortController();
    const halted = AbortSignal.any([signal, stop.signal]);
    const chains = [...byStream(events).values()].map(async (streamEvents) => {
      for (const event of streamEvents) {
        const failure = await this.publishOne(event, halted);
        if (failure) {
          failures.set(event, failure);
          if (failure.permanent) stop.abort();
          return;
        }
        accepted.add(event.id);
      }
    });
    await Promise.all(chains);
    const first = events.find((event) => failures.has(event));
    return { accepted, failure: first && failures.get(first) };
  }

  /** Publishes one event until acknowledged; the failure when `signal` aborted first. */
  private async publishOne(
    event: RecordedEvent,
    signal: AbortSignal,
  ): Promise<PublishFailure | undefined> {
    const subject = this.subjectOf(event);
    const payload = new TextEncoder().encode(JSON.stringify(toEventJson(event)));
    for (let attempt = 1; ; attempt += 1) {
      if (signal.aborted) return { event, error: signal.reason, permanent: false };
      try {
        await this.js.publish(subject, payload, {
          msgID: event.id,
          headers: headersOf(event),
          timeout: this.options.ackTimeoutMs ?? 5000,
        });
        return undefined;
      } catch (error) {
        if (isPermanent(error)) return { event, error, permanent: true };
        if (signal.aborted) return { event, error, permanent: false };
        const retry = {
          maxAttempts: Number.MAX_SAFE_INTEGER,
          baseDelayMs: this.options.baseDelayMs ?? 50,
          maxDelayMs: this.options.maxDelayMs ?? 2000,
        };
        const delay = backoffDelay(
          retry,
          Math.min(attempt, 10),
          (this.options.random ?? Math.random)(),
        );
        await abortableSleep(delay, signal);
      }
    }
  }

  private async ensureStream(): Promise<StreamInfo> {
    const jsm = await this.options.connection.jetstreamManager();
    const { stream } = this.options;
    try {
      return await jsm.streams.info(stream);
    } catch (error) {
      if (!(error instanceof NatsError) || error.api_error?.err_code !== STREAM_NOT_FOUND)
        throw error;
    }
    const setup = this.options.setup ?? {};
    if (setup.create === false) {
      throw new ForwardingDestinationMisconfigured(`${this.description} does not exist`);
    }
    if (!setup.subjects && this.template === undefined) {
      throw new ForwardingDestinationMisconfigured(
        `${this.description}: give setup.subjects to create it for a subject function`,
      );
    }
    const subjects = setup.subjects ?? [subjectFilterOf(this.template as string)];
    try {
      return await jsm.streams.add({
        name: stream,
        subjects: [...subjects],
        num_replicas: setup.replicas ?? 1,
        duplicate_window: nanos(setup.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS),
        storage: StorageType.File,
      });
    } catch (error) {
      // Another instance created it meanwhile.
      return jsm.streams.info(stream).catch(() => Promise.reject(error));
    }
  }
}

/** The events of each stream, in log order. */
function byStream(events: readonly RecordedEvent[]): Map<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const list = streams.get(event.streamId);
    if (list) list.push(event);
    else streams.set(event.streamId, [event]);
  }
  return streams;
}

function headersOf(event: RecordedEvent): MsgHdrs {
  const headers = natsHeaders();
  headers.set('Tidemark-Event-Id', event.id);
  headers.set('Tidemark-Type', exactHeaderValue(event.type));
  headers.set('Tidemark-Stream', event.streamId);
  headers.set('Tidemark-Version', String(event.version));
  headers.set('Tidemark-Position', event.position.toString());
  headers.set('Tidemark-Recorded-At', event.recordedAt);
  const trace = traceFieldsOf(event.metadata);
  if (trace) {
    headers.set('traceparent', trace.traceparent);
    if (trace.tracestate) headers.set('tracestate', headerValue(trace.tracestate));
  }
  return headers;
}

/** Printable ASCII as is; anything else percent-encoded (a header holds one line). */
function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/**
 * A value that `decodeURIComponent` gives back exactly: as is when it is printable ASCII
 * without `%` and without spaces at either end (readers trim header values), else
 * percent-encoded whole.
 */
export function exactHeaderValue(value: string): string {
  return /^(?:[\x21-\x24\x26-\x7e](?:[\x20-\x24\x26-\x7e]*[\x21-\x24\x26-\x7e])?)?$/.test(value)
    ? value
    : encodeURIComponent(value);
}

function isPermanent(error: unknown): boolean {
  if (!(error instanceof NatsError)) return false;
  if (PERMANENT_CLIENT_ERRORS.has(error.code)) return true;
  const code = error.api_error?.err_code;
  return code !== undefined && PERMANENT_API_ERRORS.has(code);
}

/**
 * Whether every subject `filter` matches is one `pattern` matches too (both may hold the
 * wildcards `*` and `>`): whether a stream capturing `pattern` captures `filter`.
 */
export function subjectCovers(pattern: string, filter: string): boolean {
  const p = pattern.split('.');
  const f = filter.split('.');
  for (let i = 0; i < p.length; i += 1) {
    if (p[i] === '>') return f.length > i;
    if (i >= f.length || f[i] === '>') return false;
    if (p[i] !== '*' && (f[i] === '*' || p[i] !== f[i])) return false;
  }
  return p.length === f.length;
}
