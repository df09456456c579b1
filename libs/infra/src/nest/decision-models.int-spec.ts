import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, CqrsModule, type ICommandHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { CommandRejected } from '../aggregates/aggregate-repository';
import { BOUNDARY_STORE, type BoundaryStore } from '../boundaries/boundary-store.port';
import {
  definedEvent,
  subscribeToCourse,
  type CourseEvent,
  type Subscribe,
  type SubscriptionState,
} from '../boundaries/courses.shared-spec';
import { DecisionRunner } from '../boundaries/decision-runner';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '../testing/postgres';
import {
  decisionRunnerToken,
  InjectDecisionModel,
  type DecisionRunnerOf,
} from './decision-model-token';
import { TidemarkModule } from './tidemark.module';

class SubscribeStudent {
  constructor(
    readonly courseId: string,
    readonly studentId: string,
  ) {}
}

/** A command handler as an app writes one: the decision model's runner injected, typed from it. */
@CommandHandler(SubscribeStudent)
class SubscribeStudentHandler implements ICommandHandler<SubscribeStudent> {
  constructor(
    @InjectDecisionModel(subscribeToCourse)
    private readonly subscriptions: DecisionRunnerOf<typeof subscribeToCourse>,
  ) {}

  async execute({ courseId, studentId }: SubscribeStudent): Promise<number> {
    const result = await this.subscriptions.handle(
      { type: 'Subscribe', courseId, studentId },
      { metadata: { source: 'nest' } },
    );
    return result.state.course.taken;
  }
}

const PATIENT = Symbol('patient subscriptions');

@Injectable()
class Registrations {
  constructor(
    @InjectDecisionModel(subscribeToCourse, 'patient')
    readonly named: DecisionRunnerOf<typeof subscribeToCourse>,
    @Inject(PATIENT) readonly byToken: DecisionRunnerOf<typeof subscribeToCourse>,
  ) {}
}

/** Never called: `npm run lint` (tsc) fails when the typed runner is not the model's. */
function compileTimeChecks(runner: DecisionRunnerOf<typeof subscribeToCourse>): void {
  const exact: DecisionRunner<Subscribe, CourseEvent, SubscriptionState> = runner;
  void exact;
}
void compileTimeChecks;

const stores = [
  {
    name: 'SQLite',
    enabled: true,
    fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'tidemark-decisions-nest-'));
      return {
        url: `sqlite:${join(dir, 'courses.db')}`,
        options: {},
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    enabled: postgresTestsEnabled('decision models in TidemarkModule on PostgreSQL'),
    fresh() {
      const url = testPostgresUrl();
      const schema = uniqueSchemaName('tidemark_decisions_nest');
      return {
        url,
        options: { schema },
        dispose: () => runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      };
    },
  },
];

describe.each(stores.filter((store) => store.enabled))(
  'decision models in TidemarkModule on $name',
  (store) => {
    let fresh: ReturnType<(typeof stores)[number]['fresh']>;
    beforeEach(() => {
      fresh = store.fresh();
    });
    afterEach(() => fresh.dispose());

    const boot = async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [
          CqrsModule.forRoot(),
          TidemarkModule.forRoot({ url: fresh.url, ...fresh.options }),
          TidemarkModule.forFeature({
            decisionModels: [
              { model: subscribeToCourse, retry: { maxAttempts: 50 } },
              { model: subscribeToCourse, name: 'patient', retry: { maxAttempts: 100 } },
              { model: subscribeToCourse, token: PATIENT },
            ],
          }),
        ],
        providers: [SubscribeStudentHandler, Registrations],
      }).compile();
      return moduleRef.init();
    };

    it("injects the runner into a command handler, on the module's one BOUNDARY_STORE", async () => {
      const app = await boot();
      try {
        const boundaries = app.get<BoundaryStore>(BOUNDARY_STORE);
        await boundaries.append([definedEvent('c1', 2)]);
        const bus = app.get(CommandBus);
        expect(await bus.execute(new SubscribeStudent('c1', 's1'))).toBe(1);
        expect(await bus.execute(new SubscribeStudent('c1', 's2'))).toBe(2);
        const refused = bus.execute(new SubscribeStudent('c1', 's3'));
        await expect(refused).rejects.toBeInstanceOf(CommandRejected);
        await expect(refused).rejects.toMatchObject({ code: 'CourseFull', kind: 'conflict' });

        const { events } = await boundaries.read({ items: [{ types: ['StudentSubscribed'] }] });
        expect(events.map((event) => [event.data.studentId, event.tags, event.metadata])).toEqual([
          ['s1', ['course:c1', 'student:s1'], { source: 'nest' }],
          ['s2', ['course:c1', 'student:s2'], { source: 'nest' }],
        ]);
      } finally {
        await app.close();
      }
    });

    it('provides each registration under its own token (decisionRunnerToken, name, token)', async () => {
      const app = await boot();
      try {
        const unnamed = app.get(decisionRunnerToken(subscribeToCourse));
        const { named, byToken } = app.get(Registrations);
        expect(unnamed).toBeInstanceOf(DecisionRunner);
        expect(named).toBeInstanceOf(DecisionRunner);
        expect(byToken).toBeInstanceOf(DecisionRunner);
        expect(new Set([unnamed, named, byToken]).size).toBe(3);
        expect(app.get(decisionRunnerToken(subscribeToCourse, 'patient'))).toBe(named);
      } finally {
        await app.close();
      }
    });

    it('lets exactly as many racing commands in as the course has seats', async () => {
      const app = await boot();
      try {
        await app.get<BoundaryStore>(BOUNDARY_STORE).append([definedEvent('c1', 2)]);
        const bus = app.get(CommandBus);
        const outcomes = await Promise.all(
          ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
            bus.execute(new SubscribeStudent('c1', id)).then(
              () => 'subscribed',
              (error: unknown) => (error instanceof CommandRejected ? error.code : String(error)),
            ),
          ),
        );
        expect(outcomes.filter((outcome) => outcome === 'subscribed')).toHaveLength(2);
        expect(outcomes.filter((outcome) => outcome !== 'subscribed')).toEqual(
          Array(4).fill('CourseFull'),
        );
      } finally {
        await app.close();
      }
    });
  },
);
