import type { ValidationProblem } from '@tidemark/domain';
import type { ShopFact, ShopSource } from '../shop-facts';
import type { PayloadReader } from './payload-reader';

/** Turns one source's raw payload into a shop fact, or lists every problem in it. */
export type Normaliser = (body: unknown, receivedAt: number) => Normalised;

export type Normalised =
  | { readonly ok: true; readonly fact: ShopFact }
  | { readonly ok: false; readonly problems: readonly ValidationProblem[] };

/** The fact the reader's fields describe, unless a field had a problem. */
export function normalised(reader: PayloadReader, fact: () => ShopFact): Normalised {
  return reader.problems.length > 0
    ? { ok: false, problems: reader.problems }
    : { ok: true, fact: fact() };
}

export function orderFact(
  source: ShopSource,
  subjectId: string,
  occurredAt: number,
  receivedAt: number,
): Pick<ShopFact, 'subjectKind' | 'subjectId' | 'source' | 'occurredAt' | 'receivedAt'> {
  return { subjectKind: 'order', subjectId, source, occurredAt, receivedAt };
}
