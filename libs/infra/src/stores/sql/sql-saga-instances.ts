import type { JsonObject } from '@tidemark/domain';
import type { Sql } from '../../sql/sql';

const statements = {
  load: 'SELECT state FROM saga_instances WHERE saga = $1 AND saga_key = $2',
  save: `
    INSERT INTO saga_instances (saga, saga_key, state, completed, updated_at)
    VALUES ($1, $2, $3, 0, $4)
    ON CONFLICT (saga, saga_key) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
} as const;

/**
 * The owner of `saga_instances`, the reactor's own store: one state per saga and key, written in
 * the transaction of the saga's checkpoint (so the same on both dialects).
 */
export const sagaInstances = {
  async load<S extends JsonObject>(tx: Sql, saga: string, key: string): Promise<S | undefined> {
    const row = await tx.get<{ state: string }>(statements.load, [saga, key]);
    return row && (JSON.parse(row.state) as S);
  },

  async save(tx: Sql, saga: string, key: string, state: JsonObject, now: number): Promise<void> {
    await tx.run(statements.save, [saga, key, JSON.stringify(state), now]);
  },
};
