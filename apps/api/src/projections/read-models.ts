import { HttpStatus, Injectable } from '@nestjs/common';
import { ListenerRunner, type Sql, type TableNames } from '@tidemark/infra';
import { HttpProblem } from '@tidemark/infra/nestjs';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config';
import { CHECKPOINT_HEADER } from '../http/headers';
import type { Consistency } from './read-query';

/** A read model's answer and the checkpoint (log position) it includes at least. */
export interface ReadResult<T> {
  readonly value: T;
  readonly checkpoint: bigint;
}

/** The projection had not reached `minPosition` when the wait ran out (answered 503). */
export class ProjectionBehind extends HttpProblem {
  constructor(
    readonly projection: string,
    readonly checkpoint: bigint,
    readonly minPosition: bigint,
  ) {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      {
        error: 'ProjectionBehind',
        projection,
        checkpoint: checkpoint.toString(),
        minPosition: minPosition.toString(),
      },
      { 'retry-after': '1', [CHECKPOINT_HEADER]: checkpoint.toString() },
    );
    this.message = `${projection} is at ${checkpoint}, not yet at ${minPosition}`;
    this.name = 'ProjectionBehind';
  }
}

/** Reads of the app's projections, read-your-writes when the client gives a position. */
@Injectable()
export class ReadModels {
  constructor(
    private readonly runner: ListenerRunner,
    private readonly config: AppConfig,
  ) {}

  /**
   * Queries `projection`'s live tables once its checkpoint is at or past `minPosition`;
   * throws {@link ProjectionBehind} when it is not within min(waitMs, READ_WAIT_TIMEOUT_MS).
   */
  async read<T>(
    projection: string,
    { minPosition, waitMs }: Consistency,
    query: (sql: Sql, tables: TableNames) => Promise<T>,
  ): Promise<ReadResult<T>> {
    if (minPosition !== undefined) {
      const limit = this.config.projections.readWaitTimeoutMs;
      const timeoutMs = Math.min(waitMs ?? limit, limit);
      if (!(await this.runner.waitFor(projection, minPosition, timeoutMs))) {
        const { checkpoint } = await this.runner.get(projection);
        if (checkpoint < minPosition) {
          throw new ProjectionBehind(projection, checkpoint, minPosition);
        }
      }
    }
    return this.runner.read(projection, query);
  }
}

/** Every read answers with the checkpoint it reflects. */
export function sendCheckpoint(reply: FastifyReply, checkpoint: bigint): void {
  void reply.header(CHECKPOINT_HEADER, checkpoint.toString());
}
