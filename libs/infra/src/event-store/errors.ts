import type { ExpectedVersion, ValidationProblem } from '@tidemark/domain';

export type TidemarkErrorCode =
  | 'WrongExpectedVersion'
  | 'DuplicateEventId'
  | 'StreamNotFound'
  | 'ValidationError'
  | 'StoreClosed';

/** Base of every error Tidemark's libraries throw: a stable string `code` the edge maps to a status. */
export abstract class TidemarkError extends Error {
  /** One of {@link TidemarkErrorCode}, or a domain's own code (see `CommandRejected`). */
  abstract readonly code: string;

  /** The fields a client may see (no stack, no driver details). */
  abstract toJSON(): { error: string } & Record<string, unknown>;
}

export class WrongExpectedVersion extends TidemarkError {
  readonly code = 'WrongExpectedVersion' as const;
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(
      `stream ${streamId}: expected version ${String(expectedVersion)}, actual ${actualVersion}`,
    );
    this.name = 'WrongExpectedVersion';
  }
  toJSON() {
    const { code: error, streamId, expectedVersion, actualVersion } = this;
    return { error, streamId, expectedVersion, actualVersion };
  }
}

export class DuplicateEventId extends TidemarkError {
  readonly code = 'DuplicateEventId' as const;
  constructor(
    readonly streamId: string,
    /** The ids of the append that are already stored. */
    readonly eventIds: readonly string[],
    readonly reason: string,
  ) {
    super(`stream ${streamId}: ${reason}`);
    this.name = 'DuplicateEventId';
  }
  toJSON() {
    const { code: error, streamId, eventIds, reason } = this;
    return { error, streamId, eventIds, message: reason };
  }
}

export class StreamNotFound extends TidemarkError {
  readonly code = 'StreamNotFound' as const;
  constructor(readonly streamId: string) {
    super(`stream ${streamId} has no events`);
    this.name = 'StreamNotFound';
  }
  toJSON() {
    return { error: this.code, streamId: this.streamId, message: this.message };
  }
}

export class ValidationError extends TidemarkError {
  readonly code = 'ValidationError' as const;
  constructor(readonly details: readonly ValidationProblem[]) {
    super(details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; '));
    this.name = 'ValidationError';
  }
  toJSON() {
    return { error: this.code, details: this.details };
  }
}

export class StoreClosed extends TidemarkError {
  readonly code = 'StoreClosed' as const;
  constructor() {
    super('the event store is closed');
    this.name = 'StoreClosed';
  }
  toJSON() {
    return { error: this.code, message: this.message };
  }
}

export function isTidemarkError(error: unknown): error is TidemarkError {
  return error instanceof TidemarkError;
}
