import {
  Injectable,
  Module,
  type CanActivate,
  type DynamicModule,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { balancesProjection } from '../nest/bank.shared-spec';
import { describeOnEachPlatform, type HttpHarness } from '../nest/http/http-app.shared-spec';
import { TIDEMARK_STORAGE } from '../nest/options';
import { TidemarkModule } from '../nest/tidemark.module';
import type { Storage } from '../storage/storage.port';
import { PermanentFailure, type SagaDefinition } from '../sagas/saga';
import { until } from '../testing/wait';
import { TidemarkAdminModule } from './tidemark-admin.module';

const ADMIN = 'admin-token-0123456789';
const READER = 'reader-token-0123456789';
const WRITER = 'writer-token-0123456789';
const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A saga whose one step always fails for good: each opened account leaves a dead letter. */
const auditSaga: SagaDefinition<{ audited: boolean }> = {
  name: 'account_audit',
  filter: { types: ['AccountOpened'] },
  correlate: (event) => event.streamId,
  initialState: () => ({ audited: false }),
  react: (event, state) => ({
    state: { ...state, audited: true },
    run: [{ step: 'audit', input: { streamId: event.streamId } }],
  }),
  steps: {
    audit: {
      run: async () => {
        throw new PermanentFailure('the audit service refused');
      },
    },
  },
};

const adminApp = (admin: DynamicModule): Type => {
  @Module({
    imports: [
      TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
      TidemarkModule.forFeature({ projections: [balancesProjection], sagas: [auditSaga] }),
      admin,
    ],
  })
  class AdminAppModule {}
  return AdminAppModule;
};

async function openAccount(http: HttpHarness, id: string): Promise<void> {
  await http
    .app()
    .get<symbol, EventStore>(EVENT_STORE)
    .appendToStream(`account-${id}`, [
      { type: 'AccountOpened', data: { accountId: id, owner: id } },
    ]);
}

interface Page {
  readonly items: { readonly id: string; readonly streamId: string; readonly status: string }[];
}

async function pendingDeadLetter(http: HttpHarness, streamId: string): Promise<string> {
  let id: string | undefined;
  await until(async () => {
    const { body } = await http.send('GET', '/admin/dead-letters?status=pending', as(ADMIN));
    id = (body as Page).items.find((item) => item.streamId === streamId)?.id;
    return id !== undefined;
  }, `a dead letter of ${streamId}`);
  return id as string;
}

describeOnEachPlatform(
  'TidemarkAdminModule with the default role guard',
  (http) => {
    const { send } = http;

    beforeAll(async () => {
      await openAccount(http, '1');
      await openAccount(http, '2');
    });

    it('refuses no token with 401, a reader or a writer with 403, and lets an admin in', async () => {
      const anonymous = await send('GET', '/admin/projections');
      expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Unauthorized' }]);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect((await send('GET', '/admin/projections', as('unknown-token-0123456789'))).status).toBe(
        401,
      );
      for (const token of [READER, WRITER]) {
        const refused = await send('POST', '/admin/scavenge', as(token));
        expect([refused.status, refused.body]).toEqual([
          403,
          { error: 'Forbidden', required: 'admin' },
        ]);
      }
      expect((await send('GET', '/admin/projections', as(ADMIN))).status).toBe(200);
    });

    it('lists listeners with their kinds, and pauses, resumes, rebuilds and replays one', async () => {
      await until(async () => {
        const { body } = await send('GET', '/admin/projections', as(ADMIN));
        const listed = (body as { projections: { name: string; checkpoint: string }[] })
          .projections;
        return listed.every((listener) => listener.checkpoint !== '0');
      }, 'the listeners past both accounts');
      const { body } = await send('GET', '/admin/projections', as(ADMIN));
      expect(
        (body as { projections: { name: string; kind: string }[] }).projections.map((l) => [
          l.name,
          l.kind,
        ]),
      ).toEqual([
        ['account_audit', 'saga'],
        ['account_balances', 'projection'],
      ]);

      const one = await send('GET', '/admin/projections/account_balances', as(ADMIN));
      expect(one.body).toMatchObject({ name: 'account_balances', kind: 'projection' });
      const missing = await send('GET', '/admin/projections/nope', as(ADMIN));
      expect([missing.status, missing.body]).toEqual([
        404,
        { error: 'ListenerNotFound', listener: 'nope', message: 'no listener named nope' },
      ]);

      const paused = await send('POST', '/admin/projections/account_balances/pause', as(ADMIN));
      expect([paused.status, paused.body]).toMatchObject([200, { status: 'paused' }]);
      const resumed = await send('POST', '/admin/projections/account_balances/resume', as(ADMIN));
      expect([resumed.status, resumed.body]).toMatchObject([200, { status: 'running' }]);
      const rebuilt = await send('POST', '/admin/projections/account_balances/rebuild', as(ADMIN));
      expect([rebuilt.status, rebuilt.body]).toMatchObject([202, { name: 'account_balances' }]);

      const replayed = await send('POST', '/admin/projections/account_balances/replay', {
        ...as(ADMIN),
        body: { streamId: 'account-1' },
      });
      expect([replayed.status, replayed.body]).toMatchObject([
        200,
        { streamId: 'account-1', skipped: 1, events: [{ version: 1, outcome: 'skipped' }] },
      ]);
      const invalid = await send('POST', '/admin/projections/account_balances/replay', {
        ...as(ADMIN),
        body: { streamId: '$all', force: 'yes', extra: 1 },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ error: 'ValidationError' });
      expect((invalid.body as { details: { path: string }[] }).details.map((d) => d.path)).toEqual(
        expect.arrayContaining(['extra', 'streamId', 'force']),
      );
    });

    it('lists, inspects, re-drives and discards dead letters', async () => {
      const first = await pendingDeadLetter(http, 'account-1');
      const second = await pendingDeadLetter(http, 'account-2');

      const one = await send('GET', `/admin/dead-letters/${first}`, as(ADMIN));
      expect([one.status, one.body]).toMatchObject([
        200,
        { id: first, listener: 'account_audit', step: 'audit', status: 'pending' },
      ]);
      const missing = await send('GET', '/admin/dead-letters/nope', as(ADMIN));
      expect([missing.status, missing.body]).toEqual([
        404,
        { error: 'DeadLetterNotFound', id: 'nope', message: 'no dead letter nope' },
      ]);
      const badQuery = await send('GET', '/admin/dead-letters?limit=0&status=lost', as(ADMIN));
      expect(badQuery.status).toBe(400);
      expect((badQuery.body as { details: unknown[] }).details).toHaveLength(2);

      const discarded = await send('POST', `/admin/dead-letters/${first}/discard`, {
        ...as(ADMIN),
        body: { reason: 'a test account' },
      });
      expect([discarded.status, discarded.body]).toMatchObject([
        200,
        { id: first, status: 'discarded', resolution: 'a test account' },
      ]);
      const again = await send('POST', `/admin/dead-letters/${first}/discard`, {
        ...as(ADMIN),
        body: { reason: 'twice' },
      });
      expect([again.status, again.body]).toMatchObject([
        409,
        { error: 'DeadLetterNotPending', id: first, status: 'discarded' },
      ]);

      const redriven = await send('POST', '/admin/dead-letters/retry', {
        ...as(ADMIN),
        body: { ids: [second, first, 'nope'] },
      });
      expect([redriven.status, redriven.body]).toEqual([
        200,
        { redriven: [second], notFound: ['nope'], notRedrivable: [first] },
      ]);
      expect((await send('POST', '/admin/dead-letters/nope/retry', as(ADMIN))).status).toBe(404);
      const emptyRetry = await send('POST', '/admin/dead-letters/retry', {
        ...as(ADMIN),
        body: { ids: [] },
      });
      expect(emptyRetry.status).toBe(400);
    });

    it("manages a stream's lifecycle and scavenges", async () => {
      await openAccount(http, '9');
      const metadata = await send('GET', '/admin/streams/account-9/metadata', as(ADMIN));
      expect([metadata.status, metadata.body]).toEqual([
        200,
        {
          streamId: 'account-9',
          metadata: { maxCount: null, maxAgeSeconds: null, truncateBefore: null, custom: null },
          metadataVersion: 0,
        },
      ]);
      const set = await send('PUT', '/admin/streams/account-9/metadata', {
        ...as(ADMIN),
        body: { maxCount: 5, custom: { owner: 'ops' } },
      });
      expect([set.status, set.body]).toMatchObject([200, { metadataVersion: 1 }]);
      const stale = await send('PUT', '/admin/streams/account-9/metadata', {
        ...as(ADMIN),
        body: { expectedMetadataVersion: 0 },
      });
      expect([stale.status, stale.body]).toMatchObject([409, { error: 'WrongExpectedVersion' }]);

      const invalid = await send('DELETE', '/admin/streams/$bad?tombstone=maybe', as(ADMIN));
      expect(invalid.status).toBe(400);
      expect((invalid.body as { details: { path: string }[] }).details.map((d) => d.path)).toEqual(
        expect.arrayContaining(['streamId', 'tombstone']),
      );
      const tombstoned = await send('DELETE', '/admin/streams/account-9?tombstone=true', as(ADMIN));
      expect([tombstoned.status, tombstoned.body]).toMatchObject([
        200,
        { streamId: 'account-9', deletion: 'tombstone' },
      ]);
      const gone = await send('GET', '/admin/streams/account-9/metadata', as(ADMIN));
      expect([gone.status, gone.body]).toMatchObject([410, { error: 'StreamDeleted' }]);

      const scavenged = await send('POST', '/admin/scavenge', as(ADMIN));
      expect([scavenged.status, scavenged.body]).toEqual([200, { removedEvents: 1 }]);
      const withOptions = await send('POST', '/admin/scavenge', { ...as(ADMIN), body: { x: 1 } });
      expect([withOptions.status, withOptions.body]).toEqual([
        400,
        { error: 'ValidationError', details: [{ path: 'x', message: 'unknown field' }] },
      ]);
    });
  },
  adminApp(
    TidemarkAdminModule.forRoot({ tokens: `admin:${ADMIN},reader:${READER},writer:${WRITER}` }),
  ),
);

describeOnEachPlatform(
  'TidemarkAdminModule configured with no token',
  ({ send }) => {
    it('refuses everyone, never open by default', async () => {
      for (const init of [{}, as(ADMIN)]) {
        const refused = await send('GET', '/admin/dead-letters', init);
        expect([refused.status, refused.body]).toEqual([401, { error: 'Unauthorized' }]);
      }
    });
  },
  adminApp(TidemarkAdminModule.forRoot()),
);

/** Where a consumer keeps its settings (a config service). */
const ADMIN_SETTINGS = Symbol('AdminSettings');

@Module({
  providers: [{ provide: ADMIN_SETTINGS, useValue: { adminTokens: `admin:${ADMIN}` } }],
  exports: [ADMIN_SETTINGS],
})
class SettingsModule {}

describeOnEachPlatform(
  'TidemarkAdminModule.forRootAsync',
  ({ send }) => {
    it('guards with the tokens its factory gives', async () => {
      expect((await send('GET', '/admin/projections', as(ADMIN))).status).toBe(200);
      expect((await send('GET', '/admin/projections', as(READER))).status).toBe(401);
    });
  },
  adminApp(
    TidemarkAdminModule.forRootAsync({
      imports: [SettingsModule],
      inject: [ADMIN_SETTINGS],
      useFactory: (settings: { adminTokens: string }) => ({ tokens: settings.adminTokens }),
    }),
  ),
);

/** A guard of the consumer's own: a header of its choosing. */
@Injectable()
class OpsHeaderGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    return request.headers['x-ops-key'] === 'let-me-in';
  }
}

describeOnEachPlatform(
  "TidemarkAdminModule behind the consumer's guards",
  ({ send }) => {
    it('runs each guard in order: a refusal is 403, passing them all reaches the route', async () => {
      const refused = await send('GET', '/admin/projections', as(ADMIN));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'Forbidden', message: 'Forbidden resource' });
      const passed = await send('GET', '/admin/projections', {
        headers: { 'x-ops-key': 'let-me-in' },
      });
      expect(passed.status).toBe(200);
      const secondRefuses = await send('POST', '/admin/scavenge', {
        headers: { 'x-ops-key': 'let-me-in', 'x-read-only': 'yes' },
      });
      expect(secondRefuses.status).toBe(403);
    });
  },
  adminApp(
    TidemarkAdminModule.forRoot({
      guards: [
        OpsHeaderGuard,
        {
          canActivate: (context: ExecutionContext) =>
            context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[
              'x-read-only'
            ] === undefined,
        },
      ],
    }),
  ),
);

describeOnEachPlatform(
  'TidemarkAdminModule with guards: [] (an app whose global guard protects /admin)',
  ({ send }) => {
    it('adds no guard of its own', async () => {
      expect((await send('GET', '/admin/dead-letters')).status).toBe(200);
    });
  },
  adminApp(TidemarkAdminModule.forRoot({ guards: [] })),
);

describeOnEachPlatform(
  'TidemarkAdminModule when the store is down',
  ({ send, app }) => {
    it("answers 503 with the store's code, as every Tidemark route does", async () => {
      await app().get<symbol, Storage>(TIDEMARK_STORAGE).close();
      const answer = await send('GET', '/admin/streams/account-1/metadata', as(ADMIN));
      expect([answer.status, answer.body]).toEqual([
        503,
        { error: 'StoreClosed', message: 'the event store is closed' },
      ]);
    });
  },
  adminApp(TidemarkAdminModule.forRoot({ tokens: [{ role: 'admin', token: ADMIN }] })),
);

describe('TidemarkAdminModule options', () => {
  it('refuses to start on a token list it cannot read', () => {
    expect(() => TidemarkAdminModule.forRoot({ tokens: 'root:short' })).toThrow(
      'TidemarkAdminModule tokens entry 1 must be <role>:<token> with a role of reader, writer, admin',
    );
  });
});
