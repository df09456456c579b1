import {
  composeProjections,
  decideOnRead,
  decisionProjection,
  domainError,
  givenLog,
  isDomainError,
  type DecisionModel,
  type TaggedEvent,
} from '@tidemark/domain';
import {
  AppendConditionFailed,
  boundariesOf,
  CommandRejected,
  DecisionRunner,
  openStorage,
} from '@tidemark/infra';

// 1. Events carry tags: what a decision's query finds them by.
export type CourseEvent =
  | TaggedEvent<'CourseDefined', { courseId: string; capacity: number }>
  | TaggedEvent<'StudentSubscribed', { courseId: string; studentId: string }>;

// 2. Projections: small, each over its own tags and the types it handles.
type Seats = { capacity: number | null; taken: number };
const courseSeats = (courseId: string) =>
  decisionProjection<Seats, CourseEvent>({
    tags: [`course:${courseId}`],
    initialState: () => ({ capacity: null, taken: 0 }),
    on: {
      CourseDefined: (seats, { data }) => ({ ...seats, capacity: data.capacity }),
      StudentSubscribed: (seats) => ({ ...seats, taken: seats.taken + 1 }),
    },
  });
const studentCourses = (studentId: string) =>
  decisionProjection<readonly string[], CourseEvent>({
    tags: [`student:${studentId}`],
    initialState: () => [],
    on: { StudentSubscribed: (courses, { data }) => [...courses, data.courseId] },
  });

// 3. The decision model: this course's seats and this student's courses, one boundary.
export type Subscribe = { type: 'Subscribe'; courseId: string; studentId: string };
export const MAX_COURSES = 3;

export const subscribe: DecisionModel<
  Subscribe,
  CourseEvent,
  { course: Seats; student: readonly string[] }
> = {
  projection: ({ courseId, studentId }) =>
    composeProjections({ course: courseSeats(courseId), student: studentCourses(studentId) }),
  decide: ({ courseId, studentId }, { course, student }) => {
    if (course.capacity === null) return domainError('not_found', 'NoSuchCourse', courseId);
    if (student.includes(courseId)) return []; // subscribed already: nothing happens
    if (course.taken >= course.capacity) return domainError('conflict', 'CourseFull', courseId);
    if (student.length >= MAX_COURSES) return domainError('conflict', 'TooManyCourses', studentId);
    return [
      {
        type: 'StudentSubscribed',
        data: { courseId, studentId },
        tags: [`course:${courseId}`, `student:${studentId}`],
      },
    ];
  },
};

const defined = (courseId: string, capacity: number): CourseEvent => ({
  type: 'CourseDefined',
  data: { courseId, capacity },
  tags: [`course:${courseId}`],
});

// 4. Specs without a database: the given events are the log, each projection sees its own.
export function subscriptionSpecs(): void {
  const command: Subscribe = { type: 'Subscribe', courseId: 'c1', studentId: 's1' };
  givenLog(subscribe)([defined('c1', 1), defined('c2', 1)])
    .when(command)
    .then([
      {
        type: 'StudentSubscribed',
        data: { courseId: 'c1', studentId: 's1' },
        tags: ['course:c1', 'student:s1'],
      },
    ]);
  givenLog(subscribe)([
    defined('c1', 1),
    { type: 'StudentSubscribed', data: { courseId: 'c1', studentId: 's9' }, tags: ['course:c1'] },
  ])
    .when(command)
    .thenFails('CourseFull');
}

// 5. Running it: the runner reads the boundary, decides, appends on the condition, and on
// AppendConditionFailed reads and decides again (a bounded number of times).
export async function subscribeRacers(url = 'sqlite::memory:'): Promise<string[]> {
  const storage = await openStorage(url);
  try {
    const boundaries = boundariesOf(storage);
    await boundaries.append([defined('c1', 2)]);
    const subscriptions = new DecisionRunner({ model: subscribe, store: boundaries });
    const outcomes = await Promise.all(
      ['s1', 's2', 's3'].map((studentId) =>
        subscriptions.handle({ type: 'Subscribe', courseId: 'c1', studentId }).then(
          () => 'subscribed',
          (error: unknown) => {
            if (error instanceof CommandRejected) return error.code;
            throw error;
          },
        ),
      ),
    );

    // What the runner does, by hand: read, decide, append under the condition.
    const command: Subscribe = { type: 'Subscribe', courseId: 'c2', studentId: 's1' };
    await boundaries.append([defined('c2', 5)]);
    const read = await boundaries.read(subscribe.projection(command).query);
    const { decision, condition } = decideOnRead(subscribe, command, read);
    if (isDomainError(decision)) throw new CommandRejected(decision);
    // Meanwhile another writer changes the boundary: the course's capacity drops to 0.
    await boundaries.append([defined('c2', 0)]);
    try {
      await boundaries.append(decision, { condition });
    } catch (error) {
      if (!(error instanceof AppendConditionFailed)) throw error;
      outcomes.push('AppendConditionFailed');
    }
    return outcomes.sort();
  } finally {
    await storage.close();
  }
}
