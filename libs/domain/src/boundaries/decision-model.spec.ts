import { domainError } from '../aggregates/decider';
import { SpecificationFailed } from '../aggregates/given-when-then';
import {
  composeProjections,
  decideOnRead,
  decisionProjection,
  foldProjection,
  type DecisionModel,
  type DecisionProjection,
  type TaggedEvent,
} from './decision-model';
import { givenLog } from './given-decision';

type CourseEvent =
  | TaggedEvent<'CourseDefined', { courseId: string; capacity: number }>
  | TaggedEvent<'StudentSubscribed', { courseId: string; studentId: string }>;

const courseCapacity = (courseId: string) =>
  decisionProjection<{ capacity: number | null; taken: number }, CourseEvent>({
    tags: [`course:${courseId}`],
    initialState: () => ({ capacity: null, taken: 0 }),
    on: {
      CourseDefined: (state, { data }) => ({ ...state, capacity: data.capacity }),
      StudentSubscribed: (state) => ({ ...state, taken: state.taken + 1 }),
    },
  });

const studentCourses = (studentId: string) =>
  decisionProjection<readonly string[], CourseEvent>({
    tags: [`student:${studentId}`],
    initialState: () => [],
    on: { StudentSubscribed: (courses, { data }) => [...courses, data.courseId] },
  });

type Subscribe = { type: 'Subscribe'; courseId: string; studentId: string };

const subscribe: DecisionModel<
  Subscribe,
  CourseEvent,
  { course: { capacity: number | null; taken: number }; student: readonly string[] }
> = {
  projection: ({ courseId, studentId }) =>
    composeProjections({ course: courseCapacity(courseId), student: studentCourses(studentId) }),
  decide: ({ courseId, studentId }, { course, student }) => {
    if (course.capacity === null) return domainError('not_found', 'NoSuchCourse', courseId);
    if (student.includes(courseId)) return [];
    if (course.taken >= course.capacity) return domainError('conflict', 'CourseFull', courseId);
    if (student.length >= 2) return domainError('conflict', 'TooManyCourses', studentId);
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
const subscribed = (courseId: string, studentId: string): CourseEvent => ({
  type: 'StudentSubscribed',
  data: { courseId, studentId },
  tags: [`course:${courseId}`, `student:${studentId}`],
});

describe('decision projections', () => {
  it('query the handled types with every tag', () => {
    expect(courseCapacity('c1').query).toEqual({
      items: [{ types: ['CourseDefined', 'StudentSubscribed'], tags: ['course:c1'] }],
    });
  });

  it('compose into one query (their items, no repeats) and a record of states', () => {
    const both = composeProjections({
      course: courseCapacity('c1'),
      student: studentCourses('s1'),
      again: studentCourses('s1'),
    });
    expect(both.query.items).toEqual([
      { types: ['CourseDefined', 'StudentSubscribed'], tags: ['course:c1'] },
      { types: ['StudentSubscribed'], tags: ['student:s1'] },
    ]);
    const state = foldProjection(both, [
      defined('c1', 5),
      subscribed('c1', 's2'),
      subscribed('c2', 's1'),
    ]);
    // Each projection saw only its events, as it would alone.
    expect(state).toEqual({
      course: { capacity: 5, taken: 1 },
      student: ['c2'],
      again: ['c2'],
    });
  });

  it('skip events their query does not match, read back without tags included', () => {
    const untagged = { type: 'CourseDefined', data: { courseId: 'c1', capacity: 9 } };
    expect(foldProjection(courseCapacity('c1'), [untagged, defined('c1', 3)])).toEqual({
      capacity: 3,
      taken: 0,
    });
  });

  it('accept hand-written projections (query, initialState, evolve)', () => {
    const count: DecisionProjection<number> = {
      query: { items: [{ tags: ['course:c1'] }] },
      initialState: () => 0,
      evolve: (n) => n + 1,
    };
    expect(foldProjection(count, [defined('c1', 1), defined('c2', 1), subscribed('c1', 's')])).toBe(
      2,
    );
  });
});

describe('decideOnRead', () => {
  it('folds the read, decides, and conditions the append on the query after the head', () => {
    const read = { events: [defined('c1', 1)], head: 41n };
    const decided = decideOnRead(
      subscribe,
      { type: 'Subscribe', courseId: 'c1', studentId: 's1' },
      read,
    );
    expect(decided.state).toEqual({ course: { capacity: 1, taken: 0 }, student: [] });
    expect(decided.decision).toEqual([subscribed('c1', 's1')]);
    expect(decided.condition).toEqual({
      failIfEventsMatch: subscribe.projection({
        type: 'Subscribe',
        courseId: 'c1',
        studentId: 's1',
      }).query,
      after: 41n,
    });
  });
});

describe('givenLog(model)', () => {
  const command: Subscribe = { type: 'Subscribe', courseId: 'c1', studentId: 's1' };

  it('then: the events decided, with their tags', () => {
    givenLog(subscribe)([defined('c1', 2)])
      .when(command)
      .then([subscribed('c1', 's1')]);
  });

  it('thenFails: a full course, a busy student, an unknown course', () => {
    givenLog(subscribe)([defined('c1', 1), subscribed('c1', 's9')])
      .when(command)
      .thenFails('CourseFull');
    givenLog(subscribe)([defined('c1', 5), subscribed('c2', 's1'), subscribed('c3', 's1')])
      .when(command)
      .thenFails('TooManyCourses');
    givenLog(subscribe)([]).when(command).thenFails('NoSuchCourse');
  });

  it('thenNothingHappens: subscribed already', () => {
    givenLog(subscribe)([defined('c1', 1), subscribed('c1', 's1')])
      .when(command)
      .thenNothingHappens();
  });

  it('sees only the events the query matches: another course fills nothing', () => {
    givenLog(subscribe)([defined('c1', 1), defined('c2', 1), subscribed('c2', 's2')])
      .when(command)
      .then([subscribed('c1', 's1')]);
  });

  it('thenConditionIs: the query the append is conditioned on', () => {
    givenLog(subscribe)([defined('c1', 1)])
      .when(command)
      .thenConditionIs({
        items: [
          { types: ['CourseDefined', 'StudentSubscribed'], tags: ['course:c1'] },
          { types: ['StudentSubscribed'], tags: ['student:s1'] },
        ],
      });
  });

  it('throws SpecificationFailed when an expectation does not hold', () => {
    const then = givenLog(subscribe)([defined('c1', 1)]).when(command);
    expect(() => then.thenFails('CourseFull')).toThrow(SpecificationFailed);
    expect(() => then.then([])).toThrow(SpecificationFailed);
    expect(() => then.thenNothingHappens()).toThrow(SpecificationFailed);
    expect(() => then.thenConditionIs({ items: [{}] })).toThrow(SpecificationFailed);
  });
});
