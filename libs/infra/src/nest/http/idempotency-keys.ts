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

/**
 * The key as its command's append carries it: the SQL stores complete it with `response`
 * in the events' own transaction, so a crash after the commit cannot leave it in flight.
 */
export function keyedCommand(
  { key, fingerprint }: IdempotentRequest,
  response: (result: AppendResult) => StoredResponse,
): KeyedCommand {
  return { key, fingerprint, response };
}

/**
 * `{commandId, keyed}` for `AggregateRepository.handle` (nothing without a key): the command's
 * events take ids derived from the key's command id, and complete the key with `response` of
 * the append where they commit. So the command runs at most once, even across a crash between
 * the commit and the stored response.
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
 * request is 422, and while the first still runs, 409.
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

  /** Stores the response of a claimed key. Never throws. */
  succeeded(request: KeyRequest, response: StoredResponse): Promise<void> {
    return this.settle(request, response);
  }

  /**
   * Stores the error the command answered, or frees the key when the error says nothing about
   * this request. Never throws.
   */
  failed(request: KeyRequest, error: unknown): Promise<void> {
    const { status, body } = errorResponse(error, this.options);
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
   * Keeps a decision's response: 2xx and 4xx. Invalid input (400) and server errors (5xx)
   * store nothing, so the same key may be retried. A response that could not be stored
   * leaves the key in flight until its lease ends.
   */
  private async settle(request: KeyRequest, response: StoredResponse): Promise<void> {
    const keep = response.status < 500 && response.status !== HttpStatus.BAD_REQUEST;
    if (!keep) return this.release(request);
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
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
