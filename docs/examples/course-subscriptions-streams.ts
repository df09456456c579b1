import { domainError, type Decider, type DomainEvent } from '@tidemark/domain';
import { AggregateRepository, CommandRejected, openStorage } from '@tidemark/infra';

// The same rules with one stream per aggregate: each stream guards its own invariant only.
type CourseEvent =
  | DomainEvent<'CourseDefined', { capacity: number }>
  | DomainEvent<'StudentEnrolled', { studentId: string }>;
type CourseCommand = { type: 'Define'; capacity: number } | { type: 'Enrol'; studentId: string };

const course: Decider<CourseCommand, CourseEvent, { capacity: number; students: string[] }> = {
  initialState: () => ({ capacity: 0, students: [] }),
  evolve: (state, event) =>
    event.type === 'CourseDefined'
      ? { ...state, capacity: event.data.capacity }
      : { ...state, students: [...state.students, event.data.studentId] },
  decide: (command, state) => {
    if (command.type === 'Define') return [{ type: 'CourseDefined', data: command }];
    if (state.students.length >= state.capacity) {
      return domainError('conflict', 'CourseFull', 'no seat left');
    }
    return [{ type: 'StudentEnrolled', data: { studentId: command.studentId } }];
  },
};

// The student's limit: a seat is reserved here first, and given back if the course refuses.
type StudentEvent =
  | DomainEvent<'SeatReserved', { courseId: string }>
  | DomainEvent<'ReservationReleased', { courseId: string }>;
type StudentCommand = { type: 'Reserve' | 'Release'; courseId: string };

const student: Decider<StudentCommand, StudentEvent, { courses: string[] }> = {
  initialState: () => ({ courses: [] }),
  evolve: ({ courses }, event) => ({
    courses:
      event.type === 'SeatReserved'
        ? [...courses, event.data.courseId]
        : courses.filter((id) => id !== event.data.courseId),
  }),
  decide: ({ type, courseId }, { courses }) => {
    if (type === 'Release') return [{ type: 'ReservationReleased', data: { courseId } }];
    if (courses.length >= 3) return domainError('conflict', 'TooManyCourses', 'at most 3');
    return [{ type: 'SeatReserved', data: { courseId } }];
  },
};

export async function subscribeWithStreams(url = 'sqlite::memory:'): Promise<string[]> {
  const storage = await openStorage(url);
  try {
    const courses = new AggregateRepository({ decider: course, store: storage.events });
    const students = new AggregateRepository({ decider: student, store: storage.events });
    await courses.handle('course-c1', { type: 'Define', capacity: 1 });

    const subscribe = async (studentId: string, courseId: string): Promise<string> => {
      await students.handle(`student-${studentId}`, { type: 'Reserve', courseId });
      try {
        await courses.handle(`course-${courseId}`, { type: 'Enrol', studentId });
        return 'subscribed';
      } catch (error) {
        if (!(error instanceof CommandRejected)) throw error;
        // Compensation. A crash before it leaves the seat reserved: in production this is a
        // saga's step, retried until it is done, and readers see the reservation meanwhile.
        await students.handle(`student-${studentId}`, { type: 'Release', courseId });
        return error.code;
      }
    };
    return [await subscribe('s1', 'c1'), await subscribe('s2', 'c1')];
  } finally {
    await storage.close();
  }
}
