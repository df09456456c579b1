import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { streamIdFor, type SeenEntry } from '@tidemark/domain';
import { ORDER_CATEGORY, type OrderCommand } from '../orders/order.decider';
import {
  commandDerivedId,
  CommandRejected,
  FactDeduplicator,
  StoreClosed,
  ValidationError,
  WrongExpectedVersion,
  type Clock,
  type HandleOptions,
} from '@tidemark/infra';
import { CLOCK } from '../../clock';
import { HttpProblem, keyedCommand, type IdempotentRequest } from '@tidemark/infra/nestjs';
import { ORDER_REPOSITORY, type OrderRepository } from '../orders/order-repository';
import { DedupCounters } from '../../dedup/dedup-counters';
import {
  acceptCommand,
  replaceCommand,
  SHOP_SOURCES,
  type ShopFact,
  type ShopSource,
} from './shop-facts';
import { NORMALISERS } from './sources';

export interface IngestedFact {
  readonly subjectKind: string;
  readonly subjectId: string;
  readonly type: string;
  readonly source: string;
  readonly occurredAt: string;
}

export type IngestResponse =
  | {
      readonly decision: 'Accept' | 'Replace';
      readonly factId: string;
      readonly fact: IngestedFact;
      /** Replace: the source whose report this one replaced. */
      readonly replaced?: string;
      readonly streamId: string;
      readonly version: number;
      /** Null when the aggregate had nothing new to record. */
      readonly position: string | null;
    }
  | {
      readonly decision: 'Drop';
      /** The fact this report duplicates. */
      readonly duplicateOf: string;
      readonly fact: IngestedFact;
      readonly streamId: string;
    };

/** 201 when the fact was applied (Accept, Replace), 200 for a duplicate (Drop). */
export function ingestStatus(response: IngestResponse): number {
  return response.decision === 'Drop' ? 200 : 201;
}

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });

/**
 * One raw payload from one source: normalised into a shop fact, judged by the dedup policy,
 * and applied to the order it is about (Accept: the fact itself; Replace: an enrichment).
 */
@Injectable()
export class IngestService {
  private readonly logger = new Logger('Ingest');

  constructor(
    private readonly dedup: FactDeduplicator,
    private readonly counters: DedupCounters,
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `keyed`: the idempotency key the request runs under, completed with the fact's events. */
  async ingest(
    source: string,
    body: unknown,
    correlationId: string,
    keyed?: IdempotentRequest,
  ): Promise<IngestResponse> {
    if (!(SHOP_SOURCES as readonly string[]).includes(source)) {
      throw new HttpProblem(HttpStatus.NOT_FOUND, {
        error: 'UnknownSource',
        source,
        message: `no source "${source}"; sources: ${SHOP_SOURCES.join(', ')}`,
      });
    }
    const normalised = NORMALISERS[source as ShopSource](body, this.clock().getTime());
    if (!normalised.ok) throw new ValidationError(normalised.problems);
    const fact = normalised.fact;
    // Under a key the fact's id comes from the command's: a run after a crash recognises the
    // claim its dead run left (and, on EventStoreDB, its own fact landed).
    const factId = keyed && commandDerivedId(keyed.commandId, 'fact');
    const outcome = await this.dedup.decide(fact, factId);
    const streamId = streamIdFor(ORDER_CATEGORY, fact.subjectId);
    const described = describe(fact);
    switch (outcome.decision) {
      case 'Drop':
        this.counters.count(source, 'Drop');
        return { decision: 'Drop', duplicateOf: outcome.factId, fact: described, streamId };
      case 'Limited':
        this.counters.count(source, 'Limited');
        throw new HttpProblem(
          HttpStatus.TOO_MANY_REQUESTS,
          {
            error: 'FrequencyLimited',
            limit: outcome.check.kind === 'sliding' ? 'sliding' : 'calendarDay',
            max: outcome.check.max,
            retryAfterMs: outcome.retryAfterMs,
            message: `too many ${fact.type} facts for order ${fact.subjectId}`,
          },
          retryAfter(outcome.retryAfterMs),
        );
      case 'InFlight':
        this.counters.count(source, 'InFlight');
        throw new HttpProblem(
          HttpStatus.CONFLICT,
          {
            error: 'FactInFlight',
            duplicateOf: outcome.factId,
            retryAfterMs: outcome.retryAfterMs,
            message: 'the fact this duplicates is being recorded; retry',
          },
          retryAfter(outcome.retryAfterMs),
        );
      case 'Accept':
      case 'Replace': {
        const command =
          outcome.decision === 'Accept'
            ? acceptCommand(fact)
            : replaceCommand(fact, this.clock().getTime());
        const answer = (version: number, position: bigint | undefined): IngestResponse => ({
          decision: outcome.decision,
          factId: outcome.factId,
          fact: described,
          ...(outcome.decision === 'Replace' ? { replaced: outcome.replaced.source } : {}),
          streamId,
          version,
          position: position === undefined ? null : position.toString(),
        });
        const idempotency = keyed && {
          commandId: keyed.commandId,
          keyed: keyedCommand(keyed, (written) => {
            const body = answer(written.nextExpectedVersion, written.position);
            return { status: ingestStatus(body), body, headers: {} };
          }),
        };
        const result = await this.apply(
          streamId,
          command,
          fact,
          outcome.entry,
          source,
          correlationId,
          idempotency,
        );
        if (outcome.decision === 'Replace' && result.position === undefined) {
          // The order knew all this report says and recorded nothing: it replaced nothing. What
          // took effect is a duplicate: the seen key goes back to the report it kept.
          await this.dedup
            .release(outcome.entry)
            .catch((failure: unknown) => this.warn(outcome.entry, failure));
          this.counters.count(source, 'Drop');
          return { decision: 'Drop', duplicateOf: outcome.factId, fact: described, streamId };
        }
        await this.settle(outcome.entry);
        this.counters.count(source, outcome.decision);
        return answer(result.version, result.position);
      }
    }
  }

  /**
   * Writes the decision's consequence; on failure the claim is undone so a retry is judged
   * afresh. The caller settles the claim once it knows what took effect.
   */
  private async apply(
    streamId: string,
    command: OrderCommand,
    fact: ShopFact,
    entry: SeenEntry,
    source: string,
    correlationId: string,
    idempotency: Pick<HandleOptions, 'commandId' | 'keyed'> | undefined,
  ) {
    let result;
    try {
      result = await this.orders.handle(streamId, command, {
        ...idempotency,
        metadata: {
          correlationId,
          source: fact.source,
          factId: entry.factId,
          factRevision: entry.revision,
          factType: fact.type,
          dedupKey: entry.key,
          occurredAt: new Date(fact.occurredAt).toISOString(),
          receivedAt: new Date(fact.receivedAt).toISOString(),
        },
      });
    } catch (error) {
      if (error instanceof CommandRejected) this.counters.count(source, 'Rejected');
      // Undo the claim only when nothing can have been written; after any other error the
      // event may stand, so the claim stays pending: the first duplicate after its pending
      // time looks for the event in the order's stream and settles or undoes it.
      if (nothingWritten(error)) {
        await this.dedup.release(entry).catch((failure: unknown) => this.warn(entry, failure));
      }
      throw error;
    }
    return result;
  }

  /** The decision's write stands: a failed settle is logged, not answered as a failure. */
  private async settle(entry: SeenEntry): Promise<void> {
    const settled = await this.dedup.settle(entry).catch((failure: unknown) => {
      this.warn(entry, failure);
      return true;
    });
    if (!settled) {
      this.logger.warn(
        `fact ${entry.factId}: another decider took its claim over before it settled ` +
          '(the write outlasted DEDUP_PENDING_SECONDS)',
      );
    }
  }

  private warn(entry: SeenEntry, failure: unknown): void {
    const message = failure instanceof Error ? failure.message : String(failure);
    this.logger.warn(`fact ${entry.factId}: its seen key could not be updated: ${message}`);
  }
}

/** Errors raised before anything was appended: the decider refused, the store was closed… */
function nothingWritten(error: unknown): boolean {
  return (
    error instanceof CommandRejected ||
    error instanceof WrongExpectedVersion ||
    error instanceof ValidationError ||
    error instanceof StoreClosed
  );
}

function describe(fact: ShopFact): IngestedFact {
  const { subjectKind, subjectId, type, source, occurredAt } = fact;
  return { subjectKind, subjectId, type, source, occurredAt: new Date(occurredAt).toISOString() };
}
