import { startApp, type RunningApp } from './support/app';
import { call, inFlightPost, unique, type ReadAllResponse } from './support/http';
import { dcbAppend, dcbRead, taggedEvent, type BoundaryNewEvent } from './support/dcb';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(180_000);

/**
 * Racers over HTTP on one boundary per round, the app SIGKILLed mid-race and restarted on the
 * same database, every unanswered append retried with the same ids and condition: each round
 * ends with exactly one success, every acknowledged append stands where it was acknowledged,
 * and nothing is written twice.
 */
const LANES = 4;
const RACERS = 6;
const ROUNDS_BEFORE_KILL = 24;

interface Attempt {
  readonly round: string;
  readonly body: {
    readonly events: readonly (BoundaryNewEvent & { id: string })[];
    readonly condition: unknown;
  };
  /** The answers it got, first run first; empty while unanswered. */
  readonly answers: { status: number; positions?: string[] }[];
}

type Outcome = Attempt['answers'][number];

async function send(url: string, attempt: Attempt): Promise<Outcome | undefined> {
  try {
    const answer = await dcbAppend(url, attempt.body);
    if (answer.status !== 201 && answer.status !== 200 && answer.status !== 409) return undefined;
    return answer.status === 409
      ? { status: answer.status }
      : { status: answer.status, positions: answer.body.events.map((event) => event.position) };
  } catch {
    return undefined; // the connection died with the app
  }
}

function describeDcbCrash(target: StoreTargetKind): void {
  describe(`DCB crash (${target.kind})`, () => {
    it('racers, a SIGKILL mid-race, retries after the restart: one success per round, nothing lost or doubled', async () => {
      const store = await target.create();
      const attempts: Attempt[] = [];
      const unexpected: string[] = [];
      let app: RunningApp | undefined;
      try {
        app = await startApp({ EVENT_STORE_URL: store.url });
        const first = app;
        let killed = false;
        let roundsDone = 0;
        let reachedTarget: () => void = () => undefined;
        const enough = new Promise<void>((resolve) => (reachedTarget = resolve));

        const race = async (round: string): Promise<void> => {
          const query = { items: [{ tags: [round] }] };
          await Promise.all(
            Array.from({ length: RACERS }, async (_, racer) => {
              let head: string;
              try {
                const seen = await dcbRead(first.url, { query });
                if (seen.status !== 200) throw new Error(String(seen.status));
                // The decision: the seat is free only while no event of the round stands.
                if (seen.body.events.length > 0) return;
                head = seen.body.head;
              } catch (error) {
                if (!killed) unexpected.push(`read: ${String(error)}`);
                return; // never sent: not an attempt
              }
              const attempt: Attempt = {
                round,
                body: {
                  events: [taggedEvent([round], 'SeatTaken', { racer })],
                  condition: { failIfEventsMatch: query, after: head },
                },
                answers: [],
              };
              attempts.push(attempt);
              const outcome = await send(first.url, attempt);
              if (outcome) attempt.answers.push(outcome);
              else if (!killed) unexpected.push(`append unanswered before the kill`);
            }),
          );
        };

        const lanes = Array.from({ length: LANES }, async (_, lane) => {
          while (!killed) {
            await race(unique(`seat-${lane}:`));
            roundsDone += 1;
            if (roundsDone >= ROUNDS_BEFORE_KILL) reachedTarget();
          }
        });
        await Promise.race([enough, Promise.all(lanes)]);
        // One more racer whose append the server has taken but not read to its end when the
        // kill comes, so at least one append is unanswered whatever the machine's speed.
        const held = await holdAppend(first.url, unique('seat-held:'));
        attempts.push(held.attempt);
        killed = true;
        const exit = await first.stop('SIGKILL');
        await Promise.all(lanes);
        await held.response;
        expect(exit.signal).toBe('SIGKILL');
        expect(unexpected).toEqual([]);

        app = await startApp({ EVENT_STORE_URL: store.url });
        const restarted = app;
        // Every append that got no answer, sent again as it was: ids, content and `after`.
        const unanswered = attempts.filter((a) => a.answers.length === 0);
        for (const attempt of unanswered) {
          const outcome = await send(restarted.url, attempt);
          expect(outcome).toBeDefined();
          if (outcome) attempt.answers.push(outcome);
        }

        expect(unanswered.length).toBeGreaterThanOrEqual(1);
        const stored = await readWholeLog(restarted.url);
        const ids = stored.map((event) => event.id);
        expect(new Set(ids).size).toBe(ids.length);
        const byId = new Map(stored.map((event) => [event.id, event]));

        const rounds = new Map<string, Attempt[]>();
        for (const attempt of attempts) {
          rounds.set(attempt.round, [...(rounds.get(attempt.round) ?? []), attempt]);
        }
        const problems: string[] = [];
        for (const [round, racers] of rounds) {
          const won = racers.filter((a) => a.answers.some((answer) => answer.status !== 409));
          const inStore = stored.filter((event) => event.tags.includes(round));
          if (won.length !== 1 || inStore.length !== 1) {
            const answers = racers.map((a) => a.answers.map((answer) => answer.status).join('/'));
            const after = racers.map((a) => (a.body.condition as { after: string }).after);
            problems.push(
              `${round}: ${won.length} acknowledged, ${inStore.length} stored (answers ${answers.join(' ')}; after ${after.join(' ')}; stored at ${inStore.map((e) => e.position).join(' ')})`,
            );
            continue;
          }
          for (const attempt of racers) {
            const id = attempt.body.events[0].id;
            for (const answer of attempt.answers) {
              const event = byId.get(id);
              if (answer.status === 409 && event) problems.push(`${id}: 409 yet stored`);
              if (answer.status !== 409 && event?.position !== answer.positions?.[0]) {
                problems.push(
                  `${id}: acknowledged at ${answer.positions?.[0]}, stored at ${event?.position}`,
                );
              }
            }
          }
        }
        expect(problems).toEqual([]);
        expect(rounds.size).toBeGreaterThanOrEqual(ROUNDS_BEFORE_KILL);
      } finally {
        const exit = await app?.stop('SIGTERM');
        await store.dispose();
        if (exit && exit.signal !== 'SIGKILL') expect(exit.code).toBe(0);
      }
    });
  });
}

/** An append sent in part: in flight until the app dies. */
async function holdAppend(
  url: string,
  round: string,
): Promise<{ attempt: Attempt; response: Promise<unknown> }> {
  const query = { items: [{ tags: [round] }] };
  const seen = await dcbRead(url, { query });
  expect(seen.status).toBe(200);
  const attempt: Attempt = {
    round,
    body: {
      events: [taggedEvent([round], 'SeatTaken', { racer: 'held' })],
      condition: { failIfEventsMatch: query, after: seen.body.head },
    },
    answers: [],
  };
  const post = inFlightPost(`${url}/dcb/events`, attempt.body);
  await post.started;
  // The app dies before answering: the connection resets.
  return { attempt, response: post.response.catch(() => undefined) };
}

/** Every event of the boundary streams (`dcb-…`), in log order. */
async function readWholeLog(
  url: string,
): Promise<{ id: string; position: string; tags: string[] }[]> {
  const events: { id: string; position: string; tags: string[] }[] = [];
  let from = '0';
  for (;;) {
    const page = await call<ReadAllResponse>(
      url,
      'GET',
      `/all?from=${from}&categories=dcb&limit=1000`,
    );
    expect(page.status).toBe(200);
    events.push(...page.body.events.map(({ id, position, tags }) => ({ id, position, tags })));
    if (page.body.events.length < 1000) return events;
    from = page.body.nextPosition;
  }
}

for (const target of storeTargetKinds('DCB crash e2e')) {
  if (target.enabled) describeDcbCrash(target);
  else it.skip(`DCB crash (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
