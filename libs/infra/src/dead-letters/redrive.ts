import type { Sql } from '../sql/sql';
import type { RedriveReport } from './dead-letter-store.port';

/** What one store does at each step of a re-drive; the rule is {@link redriveEach}'s. */
export interface RedriveSteps {
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** The letter as it stands in `tx`: whether it is pending, and its saga step's work item. */
  find(
    tx: Sql,
    id: string,
  ): Promise<{ readonly pending: boolean; readonly workItemId: string | null } | undefined>;
  /** Puts the dead work item back in its queue, due at `now`; false when it is not dead. */
  requeue(tx: Sql, workItemId: string, now: number): Promise<boolean>;
  markRedriven(tx: Sql, id: string, now: number): Promise<void>;
}

/**
 * The re-drive rule of every dead-letter store ({@link DeadLetterStore.redrive}): one
 * transaction per id; only a pending letter of a saga step whose work item is dead is
 * re-driven (its item requeued, the letter marked), the rest are `notFound` or `notRedrivable`.
 */
export async function redriveEach(
  ids: readonly string[],
  steps: RedriveSteps,
  now: () => number,
): Promise<RedriveReport> {
  const report = {
    redriven: [] as string[],
    notFound: [] as string[],
    notRedrivable: [] as string[],
  };
  for (const id of ids) {
    const outcome = await steps.transaction(async (tx) => {
      const letter = await steps.find(tx, id);
      if (!letter) return 'notFound' as const;
      if (!letter.pending || letter.workItemId === null) return 'notRedrivable' as const;
      const at = now();
      if (!(await steps.requeue(tx, letter.workItemId, at))) return 'notRedrivable' as const;
      await steps.markRedriven(tx, id, at);
      return 'redriven' as const;
    });
    report[outcome].push(id);
  }
  return report;
}
