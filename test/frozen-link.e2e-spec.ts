import { TcpProxy } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import {
  append,
  call,
  newEvent,
  unique,
  type ErrorResponse,
  type JsonResponse,
  type NewEventJson,
  type ReadAllResponse,
} from './support/http';
import { until } from './support/read-models';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(180_000);

/** The freeze: a link that forwards nothing for 20 s. What must hold, holds within it. */
const FREEZE_MS = 20_000;

/** Settles `promise`, or fails once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

interface Sent {
  readonly event: NewEventJson;
  readonly response: JsonResponse<ErrorResponse>;
}

function describeFrozenLink(target: StoreTargetKind): void {
  describe('a frozen link to PostgreSQL (two instances, one through a proxy that stops forwarding)', () => {
    let store: StoreTarget;
    let proxy: TcpProxy;
    let frozen: RunningApp;
    let other: RunningApp;

    beforeAll(async () => {
      store = await target.create();
      const server = new URL(store.url);
      proxy = await TcpProxy.start({
        targetHost: server.hostname,
        targetPort: Number(server.port || 5432),
      });
      frozen = await startApp({ EVENT_STORE_URL: proxy.url(store.url) });
      other = await startApp({ EVENT_STORE_URL: store.url });
    });

    afterAll(async () => {
      proxy?.thaw();
      const exits = await Promise.all([frozen?.stop('SIGTERM'), other?.stop('SIGTERM')]);
      await proxy?.close();
      await store?.dispose();
      expect(exits.map((exit) => exit?.code)).toEqual([0, 0]);
    });

    const send = async (
      app: RunningApp,
      streamId: string,
      expectedVersion?: unknown,
    ): Promise<Sent> => {
      const event = newEvent('Appended');
      return { event, response: await append(app.url, streamId, [event], expectedVersion) };
    };

    /** Acknowledged: stored once. Refused without doubt: not stored. Unknown: a retry settles it. */
    const expectStoredOnce = async (streamId: string, sent: readonly Sent[]): Promise<void> => {
      for (const { event, response } of sent) {
        if (response.status === 503 && response.body.writeOutcome === 'unknown') {
          expect([200, 201]).toContain((await append(other.url, streamId, [event])).status);
        }
      }
      const page = await call<ReadAllResponse>(other.url, 'GET', '/all?from=0&limit=1000');
      const stored = page.body.events.map((event) => event.id);
      for (const { event, response } of sent) {
        const copies = stored.filter((id) => id === event.id).length;
        const refused = response.status === 503 && response.body.writeOutcome !== 'unknown';
        expect({ id: event.id, copies }).toEqual({ id: event.id, copies: refused ? 0 : 1 });
      }
    };

    it('blocks the other instance for a few seconds at most, answers its own clients 503 within the bound and /health within a second; loses no acknowledged append', async () => {
      const streamId = unique('frozen-');
      const sent: Sent[] = [await send(frozen, streamId), await send(other, streamId)];
      expect(sent.map((s) => s.response.status)).toEqual([201, 201]);

      // Frozen as its next append holds the log head's lock: the server ran the SELECT … FOR
      // UPDATE, its answer never arrives, and nothing more comes from that instance. (A
      // `stream_exists` append takes the transaction path, which holds the lock until COMMIT; a
      // lone plain append is one autocommit statement, frozen in the next test.)
      const isFrozen = proxy.freezeAfter('log_head WHERE id = 1 FOR UPDATE');
      const frozenAt = Date.now();
      const stuck = send(frozen, streamId, 'stream_exists');
      await within(isFrozen, 10_000, 'the freeze');
      const queued = send(frozen, streamId);

      // The other instance appends while the link is still frozen.
      const meanwhile = await within(send(other, streamId), FREEZE_MS, 'the other instance');
      expect(meanwhile.response.status).toBe(201);

      // Answered while the link is still frozen (the probe's own bound, 800 ms, is unit-tested
      // in bounded-probe.spec.ts; wall time on a busy machine is not measured here).
      const health = await within(call(frozen.url, 'GET', '/health'), 8000, 'GET /health');
      expect([200, 503]).toContain(health.status);

      // Its own clients: 503 StoreUnavailable with Retry-After, before the freeze ends.
      const answered = await within(
        Promise.all([stuck, queued]),
        FREEZE_MS - (Date.now() - frozenAt),
        'the frozen instance',
      );
      for (const { response } of answered) {
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({ error: 'StoreUnavailable', store: 'postgres' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      sent.push(meanwhile, ...answered);

      proxy.thaw();
      let after: Sent | undefined;
      await until(async () => {
        after = await send(frozen, streamId);
        return after.response.status === 201;
      }, 'the frozen instance to append again');
      const afterOther = await send(other, streamId);
      expect(afterOther.response.status).toBe(201);
      sent.push(after as Sent, afterOther);

      await expectStoredOnce(streamId, sent);
    });

    it('answers a lone append frozen after the server ran it 503 with an unknown outcome within the bound; a retry settles it once', async () => {
      const streamId = unique('frozen-alone-');
      const first = await send(frozen, streamId);
      expect(first.response.status).toBe(201);

      // The one-statement append commits on the server by itself; only its answer is lost. Its
      // prepared statement's name is in every execution's Bind message.
      const isFrozen = proxy.freezeAfter('appendAlone');
      const frozenAt = Date.now();
      const stuck = send(frozen, streamId);
      await within(isFrozen, 10_000, 'the freeze');

      // Nothing of the frozen instance holds a lock: the other one appends to the same stream.
      const meanwhile = await within(send(other, streamId), FREEZE_MS, 'the other instance');
      expect(meanwhile.response.status).toBe(201);

      const answered = await within(stuck, FREEZE_MS - (Date.now() - frozenAt), 'the frozen one');
      expect(answered.response.status).toBe(503);
      expect(answered.response.body).toMatchObject({
        error: 'StoreUnavailable',
        writeOutcome: 'unknown',
      });
      proxy.thaw();
      await expectStoredOnce(streamId, [first, answered, meanwhile]);
    });
  });
}

const postgres = storeTargetKinds('frozen link e2e').find((target) => target.kind === 'postgres');
if (postgres?.enabled) describeFrozenLink(postgres);
else it.skip('a frozen link to PostgreSQL: PostgreSQL not reachable', () => undefined);
