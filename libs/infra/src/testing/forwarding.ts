import type { RecordedEvent } from '../event-store/event-store.port';
import { postgresTestsEnabled } from './postgres';
import {
  postgresStorageDatabase,
  sqliteStorageDatabase,
  type StorageDatabase,
} from './storage.contract';

/**
 * The stores a forwarding suite runs from, for `describe.each`: SQLite, and PostgreSQL where
 * its tests run (`suite` names them in the skip message).
 */
export function forwardingBackends(suite: string): Array<[string, () => Promise<StorageDatabase>]> {
  const backends: Array<[string, () => Promise<StorageDatabase>]> = [
    ['SQLite', sqliteStorageDatabase],
  ];
  if (postgresTestsEnabled(`PostgreSQL ${suite}`)) {
    backends.push(['PostgreSQL', postgresStorageDatabase]);
  }
  return backends;
}

/** One message of a destination stream, as tests look at it. */
export interface ForwardedMessage {
  readonly seq: number;
  readonly subject: string;
  readonly msgId: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: bigint;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: { readonly id: string; readonly type: string; readonly position: string };
}

/**
 * What the helper needs of a `nats` connection, declared here so that `/testing`'s types do not
 * need the `nats` package (a NatsConnection fits).
 */
export interface StreamReadingConnection {
  jetstreamManager(): Promise<{
    readonly streams: {
      info(stream: string): Promise<{
        readonly state: { first_seq: number; last_seq: number; messages: number };
      }>;
      getMessage(
        stream: string,
        query: { seq: number },
      ): Promise<{
        readonly subject: string;
        readonly header: { keys(): string[]; get(key: string): string };
        json(): unknown;
      }>;
    };
  }>;
}

/** Every message the stream holds, in its order (tests: a few hundred at most). */
export async function destinationMessages(
  connection: StreamReadingConnection,
  stream: string,
): Promise<ForwardedMessage[]> {
  const jsm = await connection.jetstreamManager();
  const { state } = await jsm.streams.info(stream);
  const messages: ForwardedMessage[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
    const stored = await jsm.streams.getMessage(stream, { seq });
    const headers: Record<string, string> = {};
    for (const key of stored.header.keys()) headers[key] = stored.header.get(key);
    messages.push({
      seq,
      subject: stored.subject,
      msgId: stored.header.get('Nats-Msg-Id'),
      streamId: stored.header.get('Tidemark-Stream'),
      version: Number(stored.header.get('Tidemark-Version')),
      position: BigInt(stored.header.get('Tidemark-Position')),
      headers,
      body: stored.json() as ForwardedMessage['body'],
    });
  }
  return messages;
}

/**
 * The problems with `messages` as the forwarding of `events`: an event missing, one held
 * twice, a stream's events out of order, a message of no such event. Empty when exactly once.
 */
export function exactlyOnceProblems(
  messages: readonly ForwardedMessage[],
  events: readonly RecordedEvent[],
): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message.msgId, (counts.get(message.msgId) ?? 0) + 1);
  const ids = new Set(events.map((event) => event.id));
  for (const event of events) {
    const count = counts.get(event.id) ?? 0;
    if (count !== 1)
      problems.push(`${event.streamId}@${event.version} (${event.id}) held ${count} times`);
  }
  for (const id of counts.keys()) if (!ids.has(id)) problems.push(`message ${id} is no event`);
  const lastVersion = new Map<string, number>();
  for (const message of messages) {
    const last = lastVersion.get(message.streamId) ?? 0;
    if (message.version <= last) {
      problems.push(`${message.streamId}@${message.version} after version ${last}`);
    }
    lastVersion.set(message.streamId, Math.max(last, message.version));
  }
  return problems;
}
