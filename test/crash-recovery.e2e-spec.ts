import { startApp } from './support/app';
import { append, call, newEvent, unique, type ReadStreamResponse } from './support/http';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(120_000);

const CLIENTS = 8;
const ACKS_BEFORE_KILL = 400;

interface Ack {
  readonly streamId: string;
  readonly id: string;
  readonly version: number;
  readonly position: string;
}

function describeCrashRecovery(target: StoreTargetKind): void {
  describe(`crash recovery (${target.kind})`, () => {
    it('keeps every acknowledged append after a SIGKILL under concurrent load', async () => {
      const store = await target.create();
      try {
        const app = await startApp({ EVENT_STORE_URL: store.url });
        const acks: Ack[] = [];
        const unexpected: string[] = [];
        let killed = false;
        let reachedTarget: () => void = () => undefined;
        const enough = new Promise<void>((resolve) => (reachedTarget = resolve));

        // Each client appends to its own stream under a strict expected version, so any
        // status but 201 before the kill is a bug; after the kill, requests just fail.
        const clients = Array.from({ length: CLIENTS }, async (_, client) => {
          const streamId = unique(`crash-${client}x`);
          let version = 0;
          while (!killed) {
            const event = newEvent('Tick', { client, n: version + 1 });
            let response;
            try {
              response = await append(app.url, streamId, [event], version);
            } catch {
              return;
            }
            if (response.status !== 201) {
              if (!killed) unexpected.push(`${response.status} ${JSON.stringify(response.body)}`);
              return;
            }
            version = response.body.nextExpectedVersion;
            acks.push({ streamId, id: event.id ?? '', version, position: response.body.position });
            if (acks.length >= ACKS_BEFORE_KILL) reachedTarget();
          }
        });

        await Promise.race([enough, Promise.all(clients)]);
        const exit = await app.stop('SIGKILL');
        killed = true;
        await Promise.all(clients);
        expect(exit.signal).toBe('SIGKILL');
        expect(unexpected).toEqual([]);
        expect(acks.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

        const restarted = await startApp({ EVENT_STORE_URL: store.url });
        try {
          const streams = new Map<string, Map<string, { version: number; position: string }>>();
          for (const streamId of new Set(acks.map((ack) => ack.streamId))) {
            streams.set(streamId, await readWholeStream(restarted.url, streamId));
          }
          const lost = acks.filter((ack) => {
            const stored = streams.get(ack.streamId)?.get(ack.id);
            return stored?.version !== ack.version || stored.position !== ack.position;
          });
          expect(lost).toEqual([]);
        } finally {
          expect((await restarted.stop('SIGTERM')).code).toBe(0);
        }
      } finally {
        await store.dispose();
      }
    });
  });
}

/** id → version and position of every event of a stream, checking versions run 1, 2, 3… */
async function readWholeStream(
  url: string,
  streamId: string,
): Promise<Map<string, { version: number; position: string }>> {
  const events = new Map<string, { version: number; position: string }>();
  let from = 1;
  for (;;) {
    const read = await call<ReadStreamResponse>(
      url,
      'GET',
      `/streams/${streamId}?from=${from}&limit=1000`,
    );
    expect(read.status).toBe(200);
    for (const event of read.body.events) {
      expect(event.version).toBe(events.size + 1);
      events.set(event.id, { version: event.version, position: event.position });
    }
    if (read.body.events.length < 1000) return events;
    from += 1000;
  }
}

for (const target of storeTargetKinds('crash recovery e2e')) {
  if (target.enabled) describeCrashRecovery(target);
  else it.skip(`crash recovery (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
