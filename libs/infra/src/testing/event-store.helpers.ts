import type { NewEvent } from '@tidemark/domain';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';

/** Helpers of the event-store contract suites. */
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let counter = 0;
export function uuid(): string {
  counter += 1;
  const hex = (Date.now().toString(16) + counter.toString(16).padStart(8, '0')).padStart(32, '0');
  return `${hex.slice(-32, -24)}-${hex.slice(-24, -20)}-4${hex.slice(-19, -16)}-8${hex.slice(-15, -12)}-${hex.slice(-12)}`;
}

export function event(
  type = 'Happened',
  data: Record<string, unknown> = {},
  id?: string,
): NewEvent {
  return { id: id ?? uuid(), type, data };
}

export async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

export async function take(
  iterator: AsyncIterableIterator<RecordedEvent>,
  count: number,
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  if (count === 0) return seen;
  for await (const recorded of iterator) {
    seen.push(recorded);
    if (seen.length === count) break;
  }
  return seen;
}

export async function allEvents(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let from = 0n;
  for (;;) {
    const page = await store.readAll({ from, limit: 500 });
    events.push(...page.events);
    if (page.events.length === 0) return events;
    from = page.nextPosition;
  }
}

/**
 * Counts the calls of `store.readAll` until `restore()`: a spy of our own, since jest's and
 * vitest's spies are each reachable only under their own runner.
 */
export function countReadAllCalls(store: EventStore): { readonly calls: number; restore(): void } {
  const readAll = store.readAll;
  const counted = {
    calls: 0,
    restore: () => {
      // The spy is an own property shadowing the class's method: removing it restores that.
      delete (store as Partial<Pick<EventStore, 'readAll'>>).readAll;
      if (store.readAll !== readAll) store.readAll = readAll;
    },
  };
  store.readAll = (...args) => {
    counted.calls += 1;
    return readAll.apply(store, args);
  };
  return counted;
}
