import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { startApp, type RunningApp } from './support/app';
import { gql } from './support/graphql';
import { call, unique, type EventJson, type ReadAllResponse } from './support/http';
import { providerPayment } from './support/ingest';
import { newOrder } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(240_000);

/**
 * DESIGN "Commands over HTTP": a keyed command runs at most once, even across crashes. Keyed
 * load on the built app, SIGKILL at a random moment, every key retried after the restart:
 * each retry is answered with the first outcome and nothing is written twice.
 */
const FLOWS = 48;
/** When the provider says the payment happened: recent, inside the dedup policy's window. */
const PAID_AT = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
const KILL_ROUNDS = 5;
/** A short lease: a key left in flight by the crash is taken over at once, not after a minute. */
const ENV = { IDEMPOTENCY_LEASE_SECONDS: '1' };

type Surface = 'rest' | 'graphql' | 'ingest' | 'append';

/** What a command answered, in the terms a client compares. */
interface Outcome {
  readonly status: number;
  readonly code: string | null;
  readonly body: unknown;
  readonly etag: string | null;
  readonly location: string | null;
}

interface Step {
  readonly name: string;
  readonly key: string;
  /** Sends the command with its key; `orderId` from the flow's first step. */
  send(url: string, orderId: string | undefined): Promise<Outcome>;
  readonly expected: { readonly status: number; readonly code: string | null };
}

interface Flow {
  readonly surface: Surface;
  /** The customer (shop flows) or stream (append flows) no other flow uses. */
  readonly subject: string;
  readonly steps: readonly Step[];
}

async function rest(url: string, path: string, body: unknown, key: string): Promise<Outcome> {
  const answer = await call<{ error?: string }>(url, 'POST', path, body, {
    'idempotency-key': key,
  });
  return {
    status: answer.status,
    code: answer.status >= 400 ? (answer.body.error ?? null) : null,
    body: answer.body,
    etag: answer.headers.get('etag'),
    location: answer.headers.get('location'),
  };
}

const RESULT = 'orderId version position';

async function graphql(
  url: string,
  field: string,
  argTypes: string,
  variables: Record<string, unknown>,
): Promise<Outcome> {
  const declared = argTypes
    .split(',')
    .map((arg) => arg.trim())
    .filter(Boolean);
  const params = declared.map((arg) => `$${arg}`).join(', ');
  const args = declared.map((arg) => `${arg.split(':')[0]}: $${arg.split(':')[0]}`).join(', ');
  const answer = await gql<Record<string, unknown>>(
    url,
    `mutation (${params}) { ${field}(${args}) { ${RESULT} } }`,
    variables,
  );
  const error = answer.body.errors?.[0];
  const status = error ? Number(error.extensions?.status ?? 500) : answer.status;
  return {
    status,
    code: error ? String(error.extensions?.code ?? 'unknown') : null,
    body: error ? null : answer.body.data?.[field],
    etag: null,
    location: null,
  };
}

function shopFlow(surface: 'rest' | 'graphql' | 'ingest'): Flow {
  const order = newOrder();
  const payment = { amountCents: order.totalCents, paymentReference: unique('pay-') };
  const keys = { place: randomUUID(), pay: randomUUID(), ship: randomUUID() };
  const created = surface === 'graphql' ? 200 : 201;
  const steps: Step[] =
    surface !== 'graphql'
      ? [
          {
            name: 'place',
            key: keys.place,
            send: (url) => rest(url, '/orders', order, keys.place),
            expected: { status: created, code: null },
          },
          surface === 'rest'
            ? {
                name: 'pay',
                key: keys.pay,
                send: (url, id) => rest(url, `/orders/${id}/payments`, payment, keys.pay),
                expected: { status: 200, code: null },
              }
            : {
                // The payment provider's webhook for the order, accepted as its payment.
                name: 'pay (ingest)',
                key: keys.pay,
                send: (url, id) =>
                  rest(
                    url,
                    '/ingest/payment-provider',
                    providerPayment(id ?? '', PAID_AT, payment.paymentReference),
                    keys.pay,
                  ),
                expected: { status: 201, code: null },
              },
          {
            name: 'ship',
            key: keys.ship,
            send: (url, id) => rest(url, `/orders/${id}/ship`, { carrier: 'DHL' }, keys.ship),
            expected: { status: 200, code: null },
          },
        ]
      : [
          {
            name: 'place',
            key: keys.place,
            send: (url) =>
              graphql(url, 'placeOrder', 'input: PlaceOrderInput!, idempotencyKey: String', {
                input: order,
                idempotencyKey: keys.place,
              }),
            expected: { status: created, code: null },
          },
          {
            name: 'pay',
            key: keys.pay,
            send: (url, orderId) =>
              graphql(
                url,
                'confirmPayment',
                'orderId: ID!, input: ConfirmPaymentInput!, idempotencyKey: String',
                { orderId, input: payment, idempotencyKey: keys.pay },
              ),
            expected: { status: 200, code: null },
          },
          {
            name: 'ship',
            key: keys.ship,
            send: (url, orderId) =>
              graphql(
                url,
                'shipOrder',
                'orderId: ID!, input: ShipOrderInput!, idempotencyKey: String',
                { orderId, input: { carrier: 'DHL' }, idempotencyKey: keys.ship },
              ),
            expected: { status: 200, code: null },
          },
        ];
  return { surface, subject: order.customerId, steps };
}

/** Three keyed appends of server-id'd events to one stream ("any" version). */
function appendFlow(): Flow {
  const streamId = unique('crashkeys-');
  const steps = [0, 1, 2].map((n): Step => {
    const key = randomUUID();
    const body = {
      events: [
        { type: 'Ticked', data: { n } },
        { type: 'Tocked', data: { n } },
      ],
    };
    return {
      name: `append ${n}`,
      key,
      send: (url) => rest(url, `/streams/${streamId}/events`, body, key),
      expected: { status: 201, code: null },
    };
  });
  return { surface: 'append', subject: streamId, steps };
}

const orderIdOf = (outcome: Outcome | undefined): string | undefined =>
  (outcome?.body as { orderId?: string } | null | undefined)?.orderId ?? undefined;

/** Every answer a key got, first one first. */
type Answers = Map<string, Outcome[]>;

/**
 * Runs every flow's steps in order against `url` (a key in flight is retried as Retry-After
 * says), recording each answer; a flow stops when the app dies under it or a step fails.
 * With `killAfter`, the app is SIGKILLed once that many answers came back.
 */
async function runFlows(
  app: RunningApp,
  flows: readonly Flow[],
  answers: Answers,
  killAfter?: number,
): Promise<void> {
  let answered = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    void app.stop('SIGKILL');
  };
  await Promise.all(
    flows.map(async (flow) => {
      let orderId: string | undefined;
      for (const step of flow.steps) {
        orderId ??= orderIdOf(answers.get(flow.steps[0].key)?.[0]);
        let outcome: Outcome;
        try {
          outcome = await step.send(app.url, orderId);
          while (outcome.code === 'IdempotencyKeyInFlight') {
            await new Promise((resolve) => setTimeout(resolve, 200));
            outcome = await step.send(app.url, orderId);
          }
        } catch {
          return; // the process died under this request
        }
        answers.set(step.key, [...(answers.get(step.key) ?? []), outcome]);
        answered += 1;
        if (killAfter !== undefined && answered >= killAfter) kill();
        if (outcome.status !== step.expected.status) return;
      }
    }),
  );
  if (killAfter !== undefined) expect((await app.stop('SIGKILL')).signal).toBe('SIGKILL');
}

async function readLog(url: string): Promise<EventJson[]> {
  const events: EventJson[] = [];
  for (let from = '0'; ;) {
    const page = await call<ReadAllResponse>(url, 'GET', `/all?from=${from}&limit=1000`);
    expect(page.status).toBe(200);
    events.push(...page.body.events);
    if (page.body.events.length < 1000) return events;
    from = page.body.nextPosition;
  }
}

const FLOW_KINDS = [
  () => shopFlow('rest'),
  () => shopFlow('graphql'),
  () => shopFlow('ingest'),
  appendFlow,
];

function describeCrash(target: StoreTargetKind): void {
  describe(`keyed commands across SIGKILLs (${target.kind})`, () => {
    it('answers every retried key with its first outcome and writes each effect once', async () => {
      const store = await target.create();
      let app: RunningApp | undefined;
      try {
        const flows: Flow[] = Array.from({ length: FLOWS }, (_, i) =>
          FLOW_KINDS[i % FLOW_KINDS.length](),
        );
        const answers: Answers = new Map();
        // Killed at a random moment in each round; every round sends every key again.
        for (let round = 0; round < KILL_ROUNDS; round += 1) {
          app = await startApp({ EVENT_STORE_URL: store.url, ...ENV });
          await runFlows(app, flows, answers, 1 + Math.floor(Math.random() * FLOWS * 2));
        }
        app = await startApp({ EVENT_STORE_URL: store.url, ...ENV });
        await runFlows(app, flows, answers);

        const wrong: string[] = [];
        for (const flow of flows) {
          for (const step of flow.steps) {
            const [first, ...again] = answers.get(step.key) ?? [];
            const last = again.at(-1) ?? first;
            if (last?.status !== step.expected.status || last.code !== step.expected.code) {
              wrong.push(`${flow.surface} ${step.name}: last answer ${JSON.stringify(last)}`);
            }
            for (const retry of again) {
              if (!isDeepStrictEqual(first, retry)) {
                wrong.push(
                  `${flow.surface} ${step.name}: first ${JSON.stringify(first)}, retry ${JSON.stringify(retry)}`,
                );
              }
            }
          }
        }
        expect(wrong).toEqual([]);

        // Effects per flow in the log: one of each, however often it was sent.
        const log = await readLog(app.url);
        const customers = new Map(
          log
            .filter((event) => event.type === 'OrderPlaced')
            .map((event) => [event.streamId, String(event.data.customerId)]),
        );
        const effects = new Map<string, string[]>();
        for (const event of log) {
          const subject = event.streamId.startsWith('crashkeys-')
            ? event.streamId
            : customers.get(event.streamId);
          if (subject === undefined) continue;
          effects.set(subject, [...(effects.get(subject) ?? []), event.type]);
        }
        const doubled = flows.flatMap((flow) => {
          const types = (effects.get(flow.subject) ?? []).sort();
          const expected =
            flow.surface === 'append'
              ? ['Ticked', 'Ticked', 'Ticked', 'Tocked', 'Tocked', 'Tocked']
              : ['OrderPaid', 'OrderPlaced', 'OrderShipped'];
          return isDeepStrictEqual(types, expected)
            ? []
            : [`${flow.surface} ${flow.subject}: ${types.join(', ')}`];
        });
        expect(doubled).toEqual([]);
      } finally {
        await app?.stop('SIGTERM');
        await store.dispose();
      }
    });
  });
}

for (const target of storeTargetKinds('keyed commands across a crash e2e')) {
  if (target.enabled) describeCrash(target);
  else
    it.skip(`keyed commands across SIGKILLs (${target.kind}): PostgreSQL not reachable`, () =>
      undefined);
}
