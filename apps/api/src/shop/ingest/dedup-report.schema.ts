import { ApiProperty } from '@nestjs/swagger';
import { INSTANT, JSON_OBJECT } from '../../openapi/fields';

export class SourceCountsSchema {
  @ApiProperty()
  readonly source!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Decisions per outcome (Accept, Drop, Replace, …)',
  })
  readonly counts!: Record<string, number>;
}

export class DedupReportSchema {
  @ApiProperty({ description: 'The seen-key store kind', example: 'memory' })
  readonly store!: string;

  @ApiProperty({ ...JSON_OBJECT, description: 'windowMs, lateArrivalMs, sourcePriorities…' })
  readonly policy!: Record<string, unknown>;

  @ApiProperty({ ...INSTANT, description: 'Counted since this instance started' })
  readonly since!: string;

  @ApiProperty({ type: [SourceCountsSchema] })
  readonly sources!: SourceCountsSchema[];
}
