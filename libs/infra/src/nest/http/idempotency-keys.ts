import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { assertNever, type ValidationProblem } from '@tidemark/domain';
import { WrongExpectedVersion } from '../../errors';
import type { AppendResult, KeyedCommand } from '../../event-store/event-store.port';
import {
  IDEMPOTENCY_STORE,
  type IdempotencyStore,
  type StoredResponse,
} from '../../idempotency/idempotency-store.port';
import { systemClock, uuidv7, type Clock } from '../../support/ids';
import { errorResponse } from './error-response';
import { toJsonSafe } from './json-safe';
import { HttpProblem, IdempotencyKeyInFlight, IdempotencyKeyReused } from './http-problem';
import {
  DEFAULT_IDEMPOTENCY,
  TIDEMARK_HTTP_OPTIONS,
  type IdempotencyOptions,
  type TidemarkHttpOptions,
} from './options';

export const KEY_HEADER = 'Idempotency-Key';

/** A checked part of a request: its value, or what is wrong with it. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly ValidationProblem[] };

const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/** Problems of a header that must be `1..max` visible ASCII characters when present. */
export function checkHeaderToken(
  name: string,
  value: string | string[] | undefined,
  max: number,
): Checked<string | undefined> {
  if (value === undefined) return { ok: true, value: undefined };
  if (typeof value === 'string' && value.length >= 1 && value.length <= max) {
    if (VISIBLE_ASCII.test(value)) return { ok: true, value };
  }
  return {
    ok: false,
    problems: [{ path: name, message: `${name} must be 1-${max} visible ASCII characters` }],
  };
}

/**
 * An idempotency key as sent (`name`: the header, or a GraphQL argument): 1-255 visible ASCII
 * characters; undefined when absent and not `required`.
 */
export function checkIdempotencyKey(
  name: string,
  value: string | string[] | undefined,
  required: boolean,
): Checked<string | undefined> {
  if (value === undefined && required) {
    return { ok: false, problems: [{ path: name, message: `${name} is required` }] };
  }
  return checkHeaderToken(name, value, 255);
}

/** A request sent under an idempotency key: `key` and what makes two requests the same. */
export interface KeyRequest {
  readonly key: string;
  readonly fingerprint: string;
  /** The request named the version it expects: a mismatch is then its outcome, and kept. */
  readonly askedForVersion: boolean;
}

/** A request that holds its key's claim, and so runs its command. */
export interface IdempotentRequest extends KeyRequest {
  /**
   * Names the command the key stands for (a UUIDv7 kept with the key): what it creates and
   * the events it appends take ids derived from it, so a run that takes over the claim of a
   * run that died finds that run's events.
   */
  readonly commandId: string;
}

/** What {@link IdempotencyKeys.begin} says: run the command, or answer what it answered. */
export type KeyBegun =
  | { readonly kind: 'run'; readonly request: IdempotentRequest }
  | { readonly kind: 'replay'; readonly response: StoredResponse };

/** The answer each keyed request's command built ({@link keyedCommand}), once its events stood. */
const builtAnswers = new WeakMap<IdempotentRequest, StoredResponse>();

/**
 * The key as its command's append carries it: the SQL stores complete it with `response`
 * in the events' own transaction, so a crash after the commit cannot leave it in flight.
 * `response` is the key's one answer: what the first request is sent (the interceptor sends
 * it, whatever the handler returns), what a replay is sent, and what a retry that took the
 * claim over is sent (the repository applies it to the events the command wrote then). It
 * must be a pure function of the append's result and of what the request said.
 */
export function keyedCommand(
  request: IdempotentRequest,
  response: (result: AppendResult) => StoredResponse,
): KeyedCommand {
  return {
    key: request.key,
    fingerprint: request.fingerprint,
    response: (result) => {
      // As JSON, as it is stored: the answer sent is then the very one replayed.
      const built = response(result);
      const answer = { ...built, body: toJsonSafe(built.body) };
      builtAnswers.set(request, answer);
      return answer;
    },
  };
}

/**
 * `{commandId, keyed}` for `AggregateRepository.handle` (nothing without a key): the command's
 * events take ids derived from the key's command id, and complete the key with `response` of
 * the append where they commit. So the command runs at most once, even across a crash between
 * the commit and the stored response, and every request with the key is answered `response`
 * of the command's events (see {@link keyedCommand}).
 */
export function keyedHandleOptions(
  request: IdempotentRequest | undefined,
  response: (result: AppendResult) => StoredResponse,
): { readonly commandId?: string; readonly keyed?: KeyedCommand } {
  return request ? { commandId: request.commandId, keyed: keyedCommand(request, response) } : {};
}

/**
 * Stripe semantics for an idempotency key, for any command surface (the `Idempotency-Key`
 * header through {@link IdempotencyInterceptor}, a GraphQL argument): the first request's
 * response is stored and replayed for the same key and request; the same key with another
 * request is 422, and while the first still runs, 409. A request answered 5xx leaves the key's
 * command (its id) to the next request with the same key and request, at once.
 */
@Injectable()
export class IdempotencyKeys {
  private readonly logger = new Logger('Idempotency');
  private readonly clock: Clock;
  private readonly settings: Required<IdempotencyOptions>;

  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Optional() @Inject(TIDEMARK_HTTP_OPTIONS) private readonly options: TidemarkHttpOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.settings = { ...DEFAULT_IDEMPOTENCY, ...options.idempotency };
  }

  /**
   * Claims the key: `run` when the caller should run the command and then call
   * {@link succeeded} or {@link failed}; `replay` with the stored response when it ran before.
   * @throws IdempotencyKeyReused (422), IdempotencyKeyInFlight (409)
   */
  async begin(request: KeyRequest): Promise<KeyBegun> {
    const { key, fingerprint } = request;
    const now = this.clock();
    const claim = await this.store.claim({
      key,
      fingerprint,
      now,
      leaseMs: this.settings.leaseMs,
      retentionMs: this.settings.retentionMs,
      commandId: uuidv7(now.getTime()),
    });
    switch (claim.kind) {
      case 'claimed':
        return { kind: 'run', request: { ...request, commandId: claim.commandId } };
      case 'replay':
        return { kind: 'replay', response: claim.response };
      case 'mismatch':
        throw new IdempotencyKeyReused(key);
      case 'in_flight':
        throw new IdempotencyKeyInFlight(key);
      default:
        return assertNever(claim);
    }
  }

  /**
   * Stores the answer of a claimed key and returns it, to be sent: the one its command built
   * ({@link keyedCommand}) when its events stood, else `response`. Never throws.
   */
  async succeeded(request: IdempotentRequest, response: StoredResponse): Promise<StoredResponse> {
    const answer = builtAnswers.get(request) ?? response;
    await this.settle(request, answer);
    return answer;
  }

  /**
   * Stores the error the command answered; or, for a server error (5xx: an outage, a timeout,
   * a fault after which its events may stand), leaves the key to the next request with the
   * same key and request, which takes it over with the same command id and so finds those
   * events; or frees the key when the error says nothing ran. Never throws.
   */
  failed(request: KeyRequest, error: unknown): Promise<void> {
    const { status, body } = errorResponse(error, this.options);
    if (status >= 500) return this.abandon(request);
    // Conflicts that outlasted the repository's retries are a moment's contention, not
    // an outcome of this request: the same key may try again. A version the client
    // asked for (If-Match, expectedVersion) that did not match is an outcome, and kept.
    // Nor is an answer that says "retry later" (429, 409 in flight: a Retry-After).
    const transient =
      (error instanceof WrongExpectedVersion && !request.askedForVersion) ||
      (error instanceof HttpProblem && error.headers['retry-after'] !== undefined);
    return transient ? this.release(request) : this.settle(request, { status, body, headers: {} });
  }

  /**
   * Keeps a decision's response: 2xx and 4xx. Invalid input (400) stores nothing and frees the
   * key: nothing ran. A response that could not be stored leaves the key in flight until its
   * lease ends, then to a retry with the same command id.
   */
  private async settle(request: KeyRequest, response: StoredResponse): Promise<void> {
    if (response.status >= 500) return this.abandon(request);
    if (response.status === HttpStatus.BAD_REQUEST) return this.release(request);
    await this.store.complete(request.key, request.fingerprint, response).catch((error) => {
      this.logger.error(
        `could not store the response of ${KEY_HEADER} ${request.key}: ${text(error)}`,
      );
    });
  }

  private async release({ key, fingerprint }: KeyRequest): Promise<void> {
    await this.store.release(key, fingerprint).catch((error: unknown) => {
      this.logger.error(`could not release ${KEY_HEADER} ${key}: ${text(error)}`);
    });
  }

  /** Neither stored nor freed: its lease ends now, its command id stays (see the store's). */
  private async abandon({ key, fingerprint }: KeyRequest): Promise<void> {
    await this.store.abandon(key, fingerprint).catch((error: unknown) => {
      // Its lease then ends on its own: a retry takes it over later, with the same command id.
      this.logger.error(`could not hand ${KEY_HEADER} ${key} over to a retry: ${text(error)}`);
    });
  }
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
