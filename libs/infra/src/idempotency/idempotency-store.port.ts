/** A response as first sent, replayed for a retry with the same key and request. */
export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a request carrying an idempotency key may do. */
export type IdempotencyClaim =
  /**
   * First with this key (or the previous holder's lease expired or was abandoned): run it,
   * then complete, abandon or release. `commandId` names the command: the one proposed for a
   * new key, the first claim's when a retry takes over a claim whose holder died or failed.
   */
  | { readonly kind: 'claimed'; readonly commandId: string }
  /** Done before with the same request: send the stored response again. */
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  /** The key was used for a different request. */
  | { readonly kind: 'mismatch' }
  /** The same request is running now. */
  | { readonly kind: 'in_flight' };

export interface IdempotencyClaimRequest {
  readonly key: string;
  /** Identifies the request (method, path, body); equal fingerprints mean the same request. */
  readonly fingerprint: string;
  readonly now: Date;
  /** How long a claim holds before another request may take it over (its holder died). */
  readonly leaseMs: number;
  /** How long the key is remembered. */
  readonly retentionMs: number;
  /** A new id for the command (a UUIDv7), kept if this claim is the key's first. */
  readonly commandId: string;
}

/**
 * Idempotency keys (Stripe semantics), kept in the event store's database. `claim` is atomic:
 * of any number of concurrent claims of one key, exactly one gets `claimed`.
 */
export interface IdempotencyStore {
  claim(request: IdempotencyClaimRequest): Promise<IdempotencyClaim>;
  /** Stores the response of a claimed key, to be replayed until the key expires. */
  complete(key: string, fingerprint: string, response: StoredResponse): Promise<void>;
  /**
   * Forgets a claimed key whose command cannot have run (invalid input, a conflict that lost
   * every retry): the key may then be used again, for any request.
   */
  release(key: string, fingerprint: string): Promise<void>;
  /**
   * Ends the lease of a claimed key whose request failed after its command may have run (a
   * server error, an outage, a timeout): the key stays in flight with its command id, so the
   * next request with the same key and request takes the claim over at once, with that
   * command id, and finds what the command wrote; another request gets `mismatch`.
   */
  abandon(key: string, fingerprint: string): Promise<void>;
  /** Deletes expired keys; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

/** A key completed inside an append's transaction (the SQL stores, on one database). */
export interface KeyCompletion {
  readonly key: string;
  readonly fingerprint: string;
  readonly response: StoredResponse;
}

export const IDEMPOTENCY_STORE = Symbol('tidemark.IdempotencyStore');
