import { HttpStatus } from '@nestjs/common';
import type { DeadLetter } from '../../dead-letters/dead-letter-store.port';
import type { DeadLetters } from '../../dead-letters/dead-letter-store.port';
import { HttpProblem } from '../../nest/http/http-problem';

export const deadLetterNotFound = (id: string) =>
  new HttpProblem(HttpStatus.NOT_FOUND, {
    error: 'DeadLetterNotFound',
    id,
    message: `no dead letter ${id}`,
  });

/**
 * Marks a pending dead letter discarded with `reason` (kept for audit). 404 DeadLetterNotFound;
 * 409 DeadLetterNotPending when it was already re-driven or discarded (also by a racing admin).
 */
export async function discardDeadLetter(
  deadLetters: DeadLetters,
  id: string,
  reason: string,
): Promise<DeadLetter> {
  const before = await deadLetters.get(id);
  if (!before) throw deadLetterNotFound(id);
  const after = before.status === 'pending' ? await deadLetters.discard(id, reason) : before;
  if (!after) throw deadLetterNotFound(id);
  if (before.status !== 'pending' || after.resolution !== reason) {
    throw new HttpProblem(HttpStatus.CONFLICT, {
      error: 'DeadLetterNotPending',
      id,
      status: after.status,
      message: `dead letter ${id} is ${after.status}, not pending`,
    });
  }
  return after;
}
