import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { runOnPostgres, until } from '@tidemark/infra/testing';
import { AppModule, type AppOptions } from '../src/app.module.js';
import { LATE_FEE_CENTS_PER_DAY } from '../src/loans/loan.decider.js';
import {
  postgresUrl,
  storeNames,
  uniqueSchema,
  type StoreName,
} from './stores.js';

// The app as a user runs it, over HTTP, on each store the CI machine has.

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
}

describe.each(storeNames)(
  'the library on %s, wired through @tidemark/infra/nestjs',
  (store: StoreName) => {
    let dir = '';
    let schema: string | undefined;
    let app: INestApplication | undefined;
    let base = '';

    async function call(
      method: string,
      path: string,
      body?: object,
    ): Promise<Reply> {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      };
    }

    /** The loan's row once the read model shows it in a state that `holds`. */
    async function loanWhere(
      id: string,
      holds: (loan: Record<string, unknown>) => boolean,
    ): Promise<Record<string, unknown> | null> {
      let loan: Record<string, unknown> | null = null;
      await until(async () => {
        const reply = await call('GET', `/loans/${id}`);
        loan = reply.status === 200 ? reply.body : null;
        return loan !== null && holds(loan);
      }, `loan ${id} in the read model`);
      return loan;
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'library-loans-'));
      let options: AppOptions = {
        storeUrl: `sqlite:${join(dir, 'library.db')}`,
      };
      if (store === 'postgres' && postgresUrl) {
        schema = uniqueSchema('loans_app');
        options = { storeUrl: postgresUrl, schema };
      }
      app = await NestFactory.create(AppModule.register(options), {
        logger: ['error', 'warn'],
      });
      await app.listen(0, '127.0.0.1');
      base = await app.getUrl();
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      rmSync(dir, { recursive: true, force: true });
      if (schema && postgresUrl) {
        await runOnPostgres(
          postgresUrl,
          `DROP SCHEMA IF EXISTS "${schema}" CASCADE`,
        );
      }
    }, 60_000);

    it('lends a book, takes it back late; the saga charges the fee, the projection shows it', async () => {
      const borrowed = await call('POST', '/loans', {
        loanId: 'l1',
        bookId: 'dune',
        memberId: 'ada',
        dueAt: '2026-12-01T12:00:00.000Z',
      });
      expect(borrowed).toMatchObject({
        status: 201,
        body: { loanId: 'l1', version: 1 },
      });
      expect(typeof borrowed.body?.['position']).toBe('string');
      const returned = await call('POST', '/loans/l1/return', {
        returnedAt: '2026-12-03T09:00:00.000Z',
      });
      expect(returned).toEqual({
        status: 201,
        body: { loanId: 'l1', version: 2, daysLate: 2 },
      });
      expect(await loanWhere('l1', (loan) => loan['feeCents'] !== 0)).toEqual({
        loanId: 'l1',
        bookId: 'dune',
        memberId: 'ada',
        dueAt: '2026-12-01T12:00:00.000Z',
        returnedAt: '2026-12-03T09:00:00.000Z',
        feeCents: 2 * LATE_FEE_CENTS_PER_DAY,
      });
    }, 60_000);

    it("maps the domain's refusals to HTTP statuses", async () => {
      await call('POST', '/loans', {
        loanId: 'l2',
        bookId: 'emma',
        memberId: 'bo',
        dueAt: '2026-12-20T12:00:00.000Z',
      });
      expect(
        (
          await call('POST', '/loans/l2/return', {
            returnedAt: '2026-12-05T12:00:00.000Z',
          })
        ).status,
      ).toBe(201);
      expect(await call('POST', '/loans/l2/return', {})).toMatchObject({
        status: 409,
        body: { error: 'AlreadyReturned' },
      });
      expect(await call('POST', '/loans/nobody/return', {})).toMatchObject({
        status: 404,
        body: { error: 'LoanNotFound' },
      });
      expect(
        await call('POST', '/loans', {
          loanId: 'l3',
          bookId: 'x',
          memberId: 'y',
          dueAt: 'someday',
        }),
      ).toMatchObject({ status: 422, body: { error: 'InvalidDueDate' } });
      expect(
        await loanWhere('l2', (loan) => loan['returnedAt'] !== null),
      ).toMatchObject({ feeCents: 0 });
    }, 60_000);
  },
);
