/**
 * HTTP rows of the shop's commands (`npm run bench -- http`), each against the same operation
 * called in-process, at the same concurrency (16):
 *
 * - `http.order.keyed.<store>`: `POST /orders` with a new `Idempotency-Key` per request; 201s
 *   count. In-process: the key claimed, the PlaceOrder command run on the CommandBus under it
 *   and its response stored, as the interceptor and the controller do.
 * - `http.ingest.<store>`: `POST /ingest/client` reporting one payment per order the keyed row
 *   placed (distinct facts: each is accepted, 201). In-process: `IngestService.ingest`.
 *
 * The HTTP side is the built app (child process, LOG_LEVEL=warn, auth off, no rate limit); the
 * in-process side is the app's AppModule as an application context in this process, on a fresh
 * store of the same kind: the same modules (listeners, sagas) run on both sides.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { commandDerivedId, uuidv7 } from '@tidemark/infra';
import { IdempotencyKeys, requestFingerprint } from '@tidemark/infra/nestjs';
import { withDatabase } from '@tidemark/infra/testing';
import { AppModule } from '../apps/api/src/app.module';
import { loadConfig } from '../apps/api/src/config';
import { IngestService } from '../apps/api/src/shop/ingest/ingest.service';
import { SHOP_DEDUP_VOCABULARY } from '../apps/api/src/shop/ingest/shop-facts';
import {
  keyedContext,
  orderCommandReply,
  runOrderCommand,
} from '../apps/api/src/shop/orders/order-http';
import { PlaceOrderCommand } from '../apps/api/src/shop/orders/placing/place-order.command';
import type { Comparison, Measurement } from './comparison';
import {
  childPeakRssMb,
  CONNECTIONS,
  httpMeasurement,
  inProcess,
  load,
  startApp,
  type HttpMeasurement,
} from './http-app';

const LOG_LEVEL = 'warn';

/** One order of one line: 2 × 10.50 EUR. */
function orderBody(n: number) {
  return {
    customerId: `customer-${n % 100}`,
    lines: [{ sku: `SKU-${n % 50}`, quantity: 2, unitPriceCents: 1050 }],
    totalCents: 2100,
  };
}

/** The client app's report that `orderId` was paid (its total, in EUR). */
function paymentBody(orderId: string, n: number) {
  return {
    orderId,
    action: 'payment-completed',
    at: new Date().toISOString(),
    amount: { value: '21.00', currency: 'EUR' },
    receipt: `receipt-${n}`,
  };
}

/** The warm-up before each timed run: 1 s, less for short runs. */
const warmUpSeconds = (seconds: number) => Math.min(1, seconds / 4);

/** Keyed orders for `seconds` (after a warm-up), then one payment per order placed. */
async function overHttp(
  storeUrl: string,
  seconds: number,
): Promise<[HttpMeasurement, HttpMeasurement]> {
  const app = await startApp({ EVENT_STORE_URL: storeUrl, LOG_LEVEL });
  try {
    const placed: string[] = [];
    let n = 0;
    const placing = {
      method: 'POST' as const,
      setupRequest: (request: object) => {
        n += 1;
        return {
          ...request,
          path: '/orders',
          headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${n}` },
          body: JSON.stringify(orderBody(n)),
        };
      },
      onResponse: (status: number, body: string) => {
        if (status === 201) placed.push((JSON.parse(body) as { orderId: string }).orderId);
      },
    };
    await load(app.url, { seconds: warmUpSeconds(seconds) }, placing);
    const warmOrders = placed.length;
    const orders = await load(app.url, { seconds }, placing);
    const ordersRss = childPeakRssMb(app.child.pid as number);
    const orderRun = httpMeasurement(orders, placed.length - warmOrders, LOG_LEVEL, ordersRss);

    let paid = 0;
    let accepted = 0;
    const paying = {
      method: 'POST' as const,
      setupRequest: (request: object) => {
        const orderId = placed[paid % placed.length];
        paid += 1;
        return {
          ...request,
          path: '/ingest/client',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(paymentBody(orderId, paid)),
        };
      },
      onResponse: (status: number) => {
        if (status === 201) accepted += 1;
      },
    };
    // The warm-up pays the warm-up's orders; the timed run pays every order of the timed run.
    if (warmOrders >= CONNECTIONS) await load(app.url, { amount: warmOrders }, paying);
    const warmAccepted = accepted;
    const ingest = await load(app.url, { amount: placed.length - paid }, paying);
    const ingestRun = httpMeasurement(
      ingest,
      accepted - warmAccepted,
      LOG_LEVEL,
      childPeakRssMb(app.child.pid as number),
    );
    return [orderRun, ingestRun];
  } finally {
    await app.stop();
  }
}

/** The same two workloads on the app's modules in this process, no HTTP. */
async function inProcessSides(
  storeUrl: string,
  seconds: number,
): Promise<[Measurement, Measurement]> {
  const config = loadConfig(
    {
      EVENT_STORE_URL: storeUrl,
      LOG_LEVEL,
      AUTH: 'off',
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
    },
    SHOP_DEDUP_VOCABULARY,
  );
  const app: INestApplicationContext = await NestFactory.createApplicationContext(
    AppModule.forRoot(config),
    { logger: ['error', 'warn'] },
  );
  try {
    const keys = app.get(IdempotencyKeys);
    const commands = app.get(CommandBus);
    const ingestion = app.get(IngestService);
    const placed: string[] = [];
    // Its own count: the warm-up's keys are not sent again by the timed run.
    let sent = 0;
    const place = async (): Promise<boolean> => {
      sent += 1;
      const n = sent;
      const body = orderBody(n);
      const begun = await keys.begin({
        key: `direct-${n}`,
        fingerprint: requestFingerprint({
          method: 'POST',
          path: '/orders',
          body,
          ifMatch: undefined,
        }),
        askedForVersion: false,
      });
      if (begun.kind !== 'run') throw new Error(`key direct-${n} answered ${begun.kind}`);
      const orderId = commandDerivedId(begun.request.commandId, 'order');
      const reply = (response: Parameters<typeof orderCommandReply>[0]) =>
        orderCommandReply(response, 'created');
      const context = keyedContext(
        { metadata: { correlationId: uuidv7(), source: 'http' } },
        begun.request,
        orderId,
        reply,
      );
      const { customerId, lines, totalCents } = body;
      try {
        const response = await runOrderCommand(
          commands,
          new PlaceOrderCommand(orderId, customerId, lines, totalCents, context),
        );
        await keys.succeeded(begun.request, reply(response));
      } catch (error) {
        await keys.failed(begun.request, error);
        throw error;
      }
      placed.push(orderId);
      return true;
    };
    await inProcess(warmUpSeconds(seconds), place);
    const warmOrders = placed.length;
    const orders = await inProcess(seconds, place);
    let paid = warmOrders;
    const pay = async (): Promise<boolean> => {
      const index = paid;
      if (index >= placed.length) return false;
      paid += 1;
      const response = await ingestion.ingest(
        'client',
        paymentBody(placed[index], index),
        uuidv7(),
      );
      if (response.decision !== 'Accept') throw new Error(`payment ${index}: ${response.decision}`);
      return true;
    };
    // Like the HTTP side: the timed run pays the orders of the timed run, with no time limit.
    const ingest = await inProcess(Number.POSITIVE_INFINITY, pay);
    return [orders, ingest];
  } finally {
    await app.close();
  }
}

function row(name: string, what: string, http: HttpMeasurement, direct: Measurement): Comparison {
  const failures = http.failures + direct.failures;
  const firstError = (direct as { firstError?: string }).firstError;
  return {
    name,
    unit: 'req/s',
    ours: Math.round(http.perSecond),
    peer: null,
    floor: Math.round(direct.perSecond),
    notes:
      `${what}; ${Math.round((100 * http.perSecond) / direct.perSecond)}% of in-process, ` +
      `p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms (in-process p50 ${direct.p50Ms?.toFixed(1)} ms, ` +
      `p99 ${direct.p99Ms?.toFixed(1)} ms); app peak RSS ${http.peakRssMb.toFixed(0)} MB ` +
      `(bench process ${direct.peakRssMb.toFixed(0)} MB); ${http.operations} + ` +
      `${direct.operations} requests` +
      (failures > 0
        ? `; FAILED over HTTP: ${http.failures} (${http.non2xx} non-2xx, ${http.errors} errors), ` +
          `in-process: ${direct.failures}${firstError ? ` (${firstError})` : ''}`
        : ''),
    details: { http, direct, connections: CONNECTIONS },
  };
}

function rows(
  store: string,
  [orders, ingest]: readonly Measurement[],
  http: readonly HttpMeasurement[],
): Comparison[] {
  return [
    row(
      `http.order.keyed.${store}`,
      'POST /orders, a new Idempotency-Key each (201)',
      http[0],
      orders,
    ),
    row(
      `http.ingest.${store}`,
      'POST /ingest/client, one payment per order placed (201)',
      http[1],
      ingest,
    ),
  ];
}

export async function sqliteCommandRows(seconds: number): Promise<Comparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-commands-'));
  try {
    const http = await overHttp(`sqlite:${join(dir, 'http.db')}`, seconds);
    const direct = await inProcessSides(`sqlite:${join(dir, 'direct.db')}`, seconds);
    return rows('sqlite', direct, http);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh database per side, dropped after (the app has no schema setting). */
export async function postgresCommandRows(url: string, seconds: number): Promise<Comparison[]> {
  const admin = new Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`http.order.keyed.pg skipped (${url} unreachable: ${String(error)})`);
    return [];
  }
  const database = `tidemark_bench_commands_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
    const http = await overHttp(withDatabase(url, database), seconds);
    await admin.query(`DROP DATABASE "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    const direct = await inProcessSides(withDatabase(url, database), seconds);
    return rows('pg', direct, http);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}
