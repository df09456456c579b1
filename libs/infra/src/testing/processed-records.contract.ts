import type { ProcessedRecords } from '../projections/processed-records/processed-records.port';
import type { SqlAccess } from '../sql/sql';
import type { Storage } from '../storage/storage.port';
import type { Clock } from '../support/ids';
import type { StorageDatabase } from './storage.contract';
import type { StoreContractOptions } from './store-contract-options';
import { afterEach, beforeEach, it } from './slow-tests';

/** Makes the store under test on a storage's SQL, reading time from `clock`. */
export type NewProcessedRecords = (sql: SqlAccess, clock: Clock) => ProcessedRecords;

/** `storeOf`: the adapter under test. Default: the storage's processed records. */
export type ProcessedRecordsContractOptions = StoreContractOptions<ProcessedRecords>;

const LEASE_MS = 30_000;

/**
 * The {@link ProcessedRecords} port on one backend, only through the port; each backend's
 * spec calls it once. Time is the injected clock's: no test sleeps.
 */
export function describeProcessedRecordsContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: ProcessedRecordsContractOptions = {},
): void {
  describe(`Processed records contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let records: ProcessedRecords;
    let now: number;

    beforeEach(async () => {
      database = await newDatabase();
      now = Date.parse('2026-12-01T10:00:00.000Z');
      const clock = () => new Date(now);
      storage = await database.open({ clock });
      records = options.storeOf?.(storage.sql, clock) ?? storage.processedRecords;
    });

    afterEach(async () => {
      await storage.close();
      await database.dispose();
    });

    it('claims an event once per listener: others find it busy, its owner may claim again', async () => {
      expect(await records.claim('e-1', 'mailer', 'one', LEASE_MS)).toBe('claimed');
      expect(await records.claim('e-1', 'mailer', 'two', LEASE_MS)).toBe('busy');
      expect(await records.claim('e-1', 'mailer', 'one', LEASE_MS)).toBe('claimed');
      // Another listener, or another event, is a record of its own.
      expect(await records.claim('e-1', 'payments', 'two', LEASE_MS)).toBe('claimed');
      expect(await records.claim('e-2', 'mailer', 'two', LEASE_MS)).toBe('claimed');
    });

    it('never claims a settled record again, SUCCEEDED or FAILED', async () => {
      await records.claim('e-1', 'mailer', 'one', LEASE_MS);
      expect(await records.settle('e-1', 'mailer', 'one', 'SUCCEEDED', null)).toBe(true);
      await records.claim('e-2', 'mailer', 'one', LEASE_MS);
      expect(await records.settle('e-2', 'mailer', 'one', 'FAILED', 'boom')).toBe(true);
      now += 10 * LEASE_MS;
      for (const owner of ['one', 'two']) {
        expect(await records.claim('e-1', 'mailer', owner, LEASE_MS)).toBe('already');
        expect(await records.claim('e-2', 'mailer', owner, LEASE_MS)).toBe('already');
      }
    });

    it('lets another owner take over an expired claim, and fences the settle by the owner', async () => {
      await records.claim('e-1', 'mailer', 'one', LEASE_MS);
      now += LEASE_MS - 1;
      expect(await records.claim('e-1', 'mailer', 'two', LEASE_MS)).toBe('busy');
      now += 1;
      expect(await records.claim('e-1', 'mailer', 'two', LEASE_MS)).toBe('claimed');
      // The first owner, back from a pause, settles nothing.
      expect(await records.settle('e-1', 'mailer', 'one', 'SUCCEEDED', null)).toBe(false);
      expect(await records.claim('e-1', 'mailer', 'one', LEASE_MS)).toBe('busy');
      expect(await records.settle('e-1', 'mailer', 'two', 'SUCCEEDED', null)).toBe(true);
      expect(await records.claim('e-1', 'mailer', 'one', LEASE_MS)).toBe('already');
    });

    it('reads a record as it stands: status, attempts, lease and error', async () => {
      expect(await records.get('e-1', 'mailer')).toBeUndefined();
      await records.claim('e-1', 'mailer', 'one', LEASE_MS);
      expect(await records.get('e-1', 'mailer')).toEqual({
        eventId: 'e-1',
        listener: 'mailer',
        status: 'PROCESSING',
        attempts: 1,
        leaseOwner: 'one',
        leaseUntil: now + LEASE_MS,
        lastError: null,
      });
      now += LEASE_MS;
      await records.claim('e-1', 'mailer', 'two', LEASE_MS);
      await records.settle('e-1', 'mailer', 'two', 'FAILED', 'boom');
      expect(await records.get('e-1', 'mailer')).toEqual({
        eventId: 'e-1',
        listener: 'mailer',
        status: 'FAILED',
        attempts: 2,
        leaseOwner: 'two',
        leaseUntil: now + LEASE_MS,
        lastError: 'boom',
      });
      await records.claim('e-2', 'mailer', 'one', LEASE_MS);
      await records.settle('e-2', 'mailer', 'one', 'SUCCEEDED', null);
      expect(await records.get('e-2', 'mailer')).toMatchObject({
        status: 'SUCCEEDED',
        attempts: 1,
        lastError: null,
      });
      expect(await records.get('e-1', 'payments')).toBeUndefined();
    });

    it('settles nothing that was never claimed', async () => {
      expect(await records.settle('e-9', 'mailer', 'one', 'SUCCEEDED', null)).toBe(false);
      expect(await records.claim('e-9', 'mailer', 'one', LEASE_MS)).toBe('claimed');
    });
  });
}
