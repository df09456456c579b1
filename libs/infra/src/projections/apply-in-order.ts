import type { RecordedEvent } from '../event-store/event-store.port';
import { canPipeline, type PipelinedSql, type Sql } from '../sql/sql';
import type { SqlProjection, TableNames } from './projection';

/**
 * Per projection, per event type: how many statements its `apply` issues at most, as seen so
 * far; Infinity once one issued more than that while the next event's were on their way.
 */
const statementsByType = new WeakMap<SqlProjection, Map<string, number>>();

/** The batch's applies start from here again when a guess was wrong. */
const SAVEPOINT = 'tidemark_apply';

/** A statement of an apply given up, because the batch's applies run again. */
class Superseded extends Error {
  constructor() {
    super('superseded: the batch is applied again');
    this.name = 'Superseded';
  }
}

/**
 * Applies `events` with `projection.apply`, one after another: each apply sees what the
 * previous ones wrote and gets its statements' true results. One round trip per statement
 * bounds that on PostgreSQL, so there the round trips overlap (pipelining): once an apply has
 * issued as many statements as that event type's applies issue, the next event's apply starts
 * and its statements are sent behind them; the server runs them in that order, and an apply
 * gets its answers only once the previous apply has returned. An apply that then issues one
 * more statement proves the guess wrong: the batch's applies are rolled back to a savepoint
 * and run again, that type no longer guessed.
 */
export async function applyInOrder(
  projection: SqlProjection,
  events: readonly RecordedEvent[],
  tx: Sql,
  tables: TableNames,
): Promise<void> {
  if (events.length < 2 || !canPipeline(tx)) {
    for (const event of events) await projection.apply(event, tx, tables);
    return;
  }
  let learned = statementsByType.get(projection);
  if (!learned) statementsByType.set(projection, (learned = new Map()));
  const known = learned;
  await tx.pipelined(async () => {
    // Sent ahead of the first apply's statements, not waited for on its own.
    const saved = tx.run(`SAVEPOINT ${SAVEPOINT}`);
    saved.catch(() => undefined);
    while (!(await overlapped(projection, events, tx, tables, known))) {
      await tx.run(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    }
    await saved;
  });
}

/** One pass over the batch; false when an apply issued more statements than guessed. */
async function overlapped(
  projection: SqlProjection,
  events: readonly RecordedEvent[],
  tx: PipelinedSql,
  tables: TableNames,
  learned: Map<string, number>,
): Promise<boolean> {
  const issued = events.map(() => 0);
  const outcomes: Promise<void>[] = [];
  // Gate i opens once every apply before event i has returned.
  const gates = events.map(() => opening());
  gates[0].open();
  let lastSender = -1;
  let over = false;
  const wrongGuess = opening();

  const start = (i: number): void => {
    if (i >= events.length || outcomes[i] !== undefined || over) return;
    const outcome = Promise.resolve().then(() => projection.apply(events[i], sqlOf(i), tables));
    outcome.catch(() => undefined);
    outcomes[i] = outcome;
    if (learned.get(events[i].type) === 0) queueMicrotask(() => start(i + 1));
  };
  const sqlOf = (i: number): Sql => {
    const send = <T>(issue: () => Promise<T>): Promise<T> => {
      if (over) return Promise.reject(new Superseded());
      if (lastSender > i) {
        // A later event's statements ran first: this pass is void.
        learned.set(events[i].type, Infinity);
        over = true;
        wrongGuess.open();
        return Promise.reject(new Superseded());
      }
      lastSender = i;
      issued[i] += 1;
      const answer = issue();
      answer.catch(() => undefined);
      if (issued[i] === learned.get(events[i].type)) queueMicrotask(() => start(i + 1));
      return gates[i].opened.then(() => answer);
    };
    return {
      run: (text, params) => send(() => tx.run(text, params)),
      all: <T extends object>(text: string, params?: readonly unknown[]) =>
        send(() => tx.all<T>(text, params)),
      get: <T extends object>(text: string, params?: readonly unknown[]) =>
        send(() => tx.get<T>(text, params)),
    };
  };

  try {
    for (let i = 0; i < events.length; i += 1) {
      start(i);
      try {
        await Promise.race([outcomes[i], wrongGuess.opened]);
      } catch (error) {
        if (!over) throw error;
      }
      if (over) return false;
      learned.set(events[i].type, Math.max(learned.get(events[i].type) ?? 0, issued[i]));
      gates[i + 1]?.open();
    }
    return true;
  } finally {
    // Applies still waiting (after a failure) get no more answers, and send nothing.
    over = true;
  }
}

function opening(): { readonly opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
