import {
  composeProjections,
  decisionProjection,
  domainError,
  type DecisionModel,
  type NewEvent,
  type TaggedEvent,
} from '@tidemark/domain';
import { CommandRejected } from '../aggregates/aggregate-repository';
import { AppendConditionFailed } from '../errors';
import type { BoundaryStore } from './boundary-store.port';
import { DecisionRunner, type DecisionRunnerOptions } from './decision-runner';

// The dcb.events example: a course's capacity and a student's limit, one boundary per command.
export type CourseEvent =
  | TaggedEvent<'CourseDefined', { courseId: string; capacity: number }>
  | TaggedEvent<'StudentSubscribed', { courseId: string; studentId: string }>;

export type Subscribe = { type: 'Subscribe'; courseId: string; studentId: string };

export const STUDENT_LIMIT = 2;

const course = (courseId: string) =>
  decisionProjection<{ capacity: number | null; taken: number }, CourseEvent>({
    tags: [`course:${courseId}`],
    initialState: () => ({ capacity: null, taken: 0 }),
    on: {
      CourseDefined: (state, { data }) => ({ ...state, capacity: data.capacity }),
      StudentSubscribed: (state) => ({ ...state, taken: state.taken + 1 }),
    },
  });

const student = (studentId: string) =>
  decisionProjection<readonly string[], CourseEvent>({
    tags: [`student:${studentId}`],
    initialState: () => [],
    on: { StudentSubscribed: (courses, { data }) => [...courses, data.courseId] },
  });

export type SubscriptionState = {
  course: { capacity: number | null; taken: number };
  student: readonly string[];
};

export const subscribeToCourse: DecisionModel<Subscribe, CourseEvent, SubscriptionState> = {
  projection: ({ courseId, studentId }) =>
    composeProjections({ course: course(courseId), student: student(studentId) }),
  decide: ({ courseId, studentId }, state) => {
    if (state.course.capacity === null) return domainError('not_found', 'NoSuchCourse', courseId);
    if (state.student.includes(courseId)) return [];
    if (state.course.taken >= state.course.capacity) {
      return domainError('conflict', 'CourseFull', `course ${courseId} is full`);
    }
    if (state.student.length >= STUDENT_LIMIT) {
      return domainError('conflict', 'TooManyCourses', `student ${studentId} is at the limit`);
    }
    return [subscribedEvent(courseId, studentId)];
  },
};

export function definedEvent(courseId: string, capacity: number): NewEvent & CourseEvent {
  return {
    type: 'CourseDefined',
    data: { courseId, capacity },
    tags: [`course:${courseId}`],
  };
}

export function subscribedEvent(courseId: string, studentId: string): NewEvent & CourseEvent {
  return {
    type: 'StudentSubscribed',
    data: { courseId, studentId },
    tags: [`course:${courseId}`, `student:${studentId}`],
  };
}

/** A boundary store whose appends first let `before` write (another writer, just in time). */
function interleaved(store: BoundaryStore, before: (attempt: number) => Promise<void>) {
  let appends = 0;
  const wrapped: BoundaryStore = {
    read: (query, options) => store.read(query, options),
    append: async (events, options) => {
      appends += 1;
      await before(appends);
      return store.append(events, options);
    },
  };
  return { store: wrapped, appends: () => appends };
}

/** The runner's contract on one store; `open` gives a fresh, empty boundary store. */
export function describeDecisionRunner(
  open: () => Promise<{ boundaries: BoundaryStore; close(): Promise<void> }>,
): void {
  let boundaries: BoundaryStore;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ boundaries, close } = await open());
  });
  afterEach(() => close());

  const runner = (
    options: Partial<DecisionRunnerOptions<Subscribe, CourseEvent, SubscriptionState>> = {},
  ) =>
    new DecisionRunner({
      model: subscribeToCourse,
      store: boundaries,
      sleep: async () => {},
      ...options,
    });
  const subscribe = (courseId: string, studentId: string): Subscribe => ({
    type: 'Subscribe',
    courseId,
    studentId,
  });
  const subscriptions = async (courseId: string) =>
    (
      await boundaries.read({
        items: [{ types: ['StudentSubscribed'], tags: [`course:${courseId}`] }],
      })
    ).events;

  it('reads, decides and appends the tagged events, answering where they stand', async () => {
    await boundaries.append([definedEvent('c1', 2)]);
    const result = await runner().handle(subscribe('c1', 's1'), {
      metadata: { correlationId: 'k-1' },
    });
    expect(result).toMatchObject({
      events: [{ ...subscribedEvent('c1', 's1'), position: 2n }],
      position: 2n,
      state: { course: { capacity: 2, taken: 1 }, student: ['c1'] },
      retries: 0,
      firstRun: true,
    });
    const [stored] = await subscriptions('c1');
    expect(stored).toMatchObject({
      id: result.events[0].id,
      streamId: `dcb-${result.events[0].id}`,
      tags: ['course:c1', 'student:s1'],
      metadata: { correlationId: 'k-1' },
    });
  });

  it('refuses what the model refuses, writing nothing', async () => {
    await boundaries.append([definedEvent('c1', 1), subscribedEvent('c1', 's9')]);
    const refused = runner().handle(subscribe('c1', 's1'));
    await expect(refused).rejects.toBeInstanceOf(CommandRejected);
    await expect(refused).rejects.toMatchObject({ code: 'CourseFull', kind: 'conflict' });
    await expect(runner().handle(subscribe('c2', 's1'))).rejects.toMatchObject({
      code: 'NoSuchCourse',
    });
    expect(await subscriptions('c1')).toHaveLength(1);
  });

  it('answers a no-op with no events', async () => {
    await boundaries.append([definedEvent('c1', 3), subscribedEvent('c1', 's1')]);
    const head = (await boundaries.read({ items: [{}] })).head;
    const result = await runner().handle(subscribe('c1', 's1'));
    expect(result).toMatchObject({ events: [], position: undefined, firstRun: true });
    expect((await boundaries.read({ items: [{}] })).head).toBe(head);
  });

  it('decides again on what a competing writer appended to the boundary meanwhile', async () => {
    await boundaries.append([definedEvent('c1', 2)]);
    const racing = interleaved(boundaries, async (attempt) => {
      if (attempt === 1) await boundaries.append([subscribedEvent('c1', 's2')]);
    });
    const result = await runner({ store: racing.store }).handle(subscribe('c1', 's1'));
    expect(result).toMatchObject({ retries: 1, state: { course: { capacity: 2, taken: 2 } } });
    expect(racing.appends()).toBe(2);
    expect((await subscriptions('c1')).map((event) => event.data.studentId)).toEqual(['s2', 's1']);
  });

  it('refuses once the competing writer took the last seat', async () => {
    await boundaries.append([definedEvent('c1', 1)]);
    const racing = interleaved(boundaries, async (attempt) => {
      if (attempt === 1) await boundaries.append([subscribedEvent('c1', 's2')]);
    });
    await expect(
      runner({ store: racing.store }).handle(subscribe('c1', 's1')),
    ).rejects.toMatchObject({ code: 'CourseFull' });
  });

  it('does not retry for events outside the boundary (no false conflict)', async () => {
    await boundaries.append([definedEvent('c1', 2), definedEvent('c2', 2)]);
    const racing = interleaved(boundaries, async () => {
      await boundaries.append([subscribedEvent('c2', 's2')]);
    });
    const result = await runner({ store: racing.store }).handle(subscribe('c1', 's1'));
    expect(result.retries).toBe(0);
  });

  it('gives up after maxAttempts with AppendConditionFailed, backing off between', async () => {
    await boundaries.append([definedEvent('c1', 100)]);
    let capacity = 100;
    const racing = interleaved(boundaries, async () => {
      capacity += 1;
      await boundaries.append([definedEvent('c1', capacity)]);
    });
    const delays: number[] = [];
    const failing = runner({
      store: racing.store,
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 100 },
      random: () => 0.5,
      sleep: async (ms) => {
        delays.push(ms);
      },
    }).handle(subscribe('c1', 's1'));
    await expect(failing).rejects.toBeInstanceOf(AppendConditionFailed);
    expect(racing.appends()).toBe(3);
    expect(delays).toHaveLength(2);
    expect(await subscriptions('c1')).toHaveLength(0);
  });

  it('reads every page of the query before deciding', async () => {
    await boundaries.append([definedEvent('c1', 6)]);
    for (const id of ['s1', 's2', 's3', 's4']) await boundaries.append([subscribedEvent('c1', id)]);
    const paged = runner({ pageSize: 2 });
    expect((await paged.load(subscribe('c1', 's5'))).state.course).toEqual({
      capacity: 6,
      taken: 4,
    });
    const result = await paged.handle(subscribe('c1', 's5'));
    expect(result.state.course.taken).toBe(5);
  });

  it('lets exactly as many racers in as the course has seats', async () => {
    await boundaries.append([definedEvent('c1', 3)]);
    const racers = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) =>
      runner({ retry: { maxAttempts: 50 }, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) })
        .handle(subscribe('c1', id))
        .then(
          () => 'subscribed',
          (error: unknown) => (error instanceof CommandRejected ? error.code : String(error)),
        ),
    );
    const outcomes = await Promise.all(racers);
    expect(outcomes.filter((outcome) => outcome === 'subscribed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome !== 'subscribed')).toEqual(
      Array(5).fill('CourseFull'),
    );
    expect(await subscriptions('c1')).toHaveLength(3);
  });

  it('answers a command run again (commandId) from the events it appended', async () => {
    await boundaries.append([definedEvent('c1', 2)]);
    const commandId = '0193a5b0-7e1c-7000-8000-000000000001';
    const first = await runner().handle(subscribe('c1', 's1'), { commandId });
    const again = await runner().handle(subscribe('c1', 's1'), { commandId });
    expect(again).toMatchObject({ firstRun: false, position: first.position });
    expect(again.events.map((event) => event.id)).toEqual(first.events.map((event) => event.id));
    expect(await subscriptions('c1')).toHaveLength(1);
  });
}
