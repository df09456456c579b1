import type { RecordedEvent } from '../event-store/event-store.port';

/** An event as listener tables keep it (work items, failed events, dead letters): JSON, its position a decimal string. */
export function storedEventJson(event: RecordedEvent): string {
  return JSON.stringify({ ...event, position: event.position.toString() });
}

export function parseStoredEvent(text: string): RecordedEvent {
  const parsed = JSON.parse(text) as Omit<RecordedEvent, 'position'> & { position: string };
  return { ...parsed, position: BigInt(parsed.position) };
}
