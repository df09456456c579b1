import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Pool } from 'pg';
import type * as DcbCore from '@dcb-es/event-store' with { 'resolution-mode': 'import' };
import type * as DcbPostgres from '@dcb-es/event-store-postgres' with {
  'resolution-mode': 'import',
};
import { runOnPostgres } from '@tidemark/infra/testing';
import { benchData, entityTag, EVENT_TYPE, type BoundaryTarget } from './boundary';
import type { Side } from './target';
import { countPostgres } from './tidemark';

/**
 * `@dcb-es` ships ES modules only (`exports` has no `require`), and the bench runs as CommonJS,
 * where TypeScript would turn `import()` into `require()`: a real `import()`, of the files in
 * bench/node_modules (a bare name would resolve from the working directory).
 */
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

async function load<T>(entry: string): Promise<T> {
  const file = join(__dirname, '..', 'node_modules', '@dcb-es', entry, 'dist', 'index.js');
  return (await importModule(pathToFileURL(file).href)) as T;
}

/**
 * `@dcb-es/event-store-postgres` 7.0.1 (its default advisory-lock strategy): an append is one
 * call of its stored function, which takes the advisory locks of the events' and the
 * condition's (type, tag) scopes, checks the condition and inserts. Its conditions need a type
 * and a tag in every item, so both DCB sides guard on (the bench's type, the entity's tag).
 */
class DcbEsTarget implements BoundaryTarget {
  readonly side: Side = 'peer';
  readonly label =
    '@dcb-es/event-store-postgres 7.0.1 (pg, a pg.Pool of 10, advisory locks, its append function)';

  constructor(
    private readonly core: typeof DcbCore,
    private readonly store: DcbPostgres.PostgresEventStore,
    private readonly pool: Pool,
    private readonly counter: () => Promise<number>,
    private readonly cleanup: () => Promise<void>,
  ) {}

  private boundaryOf(entity: string): DcbCore.Query {
    const { Query, Tags } = this.core;
    return Query.fromItems([{ types: [EVENT_TYPE], tags: Tags.from([entityTag(entity)]) }]);
  }

  start(): Promise<bigint> {
    return Promise.resolve(0n);
  }

  async append(entity: string, count: number, mark: bigint): Promise<bigint> {
    const { SequencePosition, Tags } = this.core;
    const tags = Tags.from([entityTag(entity)]);
    const position = await this.store.append({
      events: Array.from({ length: count }, (_, i) => ({
        type: EVENT_TYPE,
        tags,
        data: benchData(i + 1),
        metadata: {},
      })),
      condition: {
        failIfEventsMatch: this.boundaryOf(entity),
        ...(mark > 0n ? { after: SequencePosition.fromString(mark.toString()) } : {}),
      },
    });
    return BigInt(position.toString());
  }

  /** Its reads answer events, not a head: the mark is the last matching event's position. */
  async read(entity: string, mark: bigint): Promise<bigint> {
    const { SequencePosition } = this.core;
    let last = mark;
    const after = mark > 0n ? { after: SequencePosition.fromString(mark.toString()) } : {};
    for await (const { position } of this.store.read(this.boundaryOf(entity), after)) {
      last = BigInt(position.toString());
    }
    return last;
  }

  isConflict(error: unknown): boolean {
    return error instanceof this.core.AppendConditionError;
  }

  countEvents(): Promise<number> {
    return this.counter();
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.cleanup();
  }
}

/** `@dcb-es` in a fresh database (its table is `events` in `public`), dropped on close. */
export async function dcbEsPostgres(connectionString: string): Promise<BoundaryTarget> {
  const [core, postgres] = await Promise.all([
    load<typeof DcbCore>('event-store'),
    load<typeof DcbPostgres>('event-store-postgres'),
  ]);
  const database = `tidemark_bench_dcbes_${Date.now()}`;
  await runOnPostgres(connectionString, `CREATE DATABASE ${database}`);
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  const pool = new Pool({ connectionString: url.toString(), max: 10 });
  pool.on('error', () => undefined);
  const store = new postgres.PostgresEventStore({ pool });
  await store.ensureInstalled();
  return new DcbEsTarget(
    core,
    store,
    pool,
    () => countPostgres(url.toString(), 'events'),
    () => runOnPostgres(connectionString, `DROP DATABASE ${database} WITH (FORCE)`),
  );
}
