import type { SqlAccess } from '../sql/sql';
import { type Clock, systemClock } from '../support/ids';
import type { DeadLetterStore } from './dead-letter-store.port';
import { DeadLetters, isDeadLettered, recordDeadLetter, resolveDeadLetter } from './dead-letters';

/** The {@link DeadLetterStore} over `dead_letters` in `sql`, from the functions that own it today. */
export function deadLetterStoreOf(sql: SqlAccess, clock: Clock = systemClock): DeadLetterStore {
  const admin = new DeadLetters(sql, clock);
  return {
    record: recordDeadLetter,
    resolve: resolveDeadLetter,
    isPending: isDeadLettered,
    list: (query) => admin.list(query),
    get: (id) => admin.get(id),
    redrive: (ids) => admin.redrive(ids),
    discard: (id, reason) => admin.discard(id, reason),
  };
}
