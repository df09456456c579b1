import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INSTANT, POSITION } from '../../openapi/fields';

export class IngestedFactSchema {
  @ApiProperty({ example: 'order' })
  readonly subjectKind!: string;

  @ApiProperty()
  readonly subjectId!: string;

  @ApiProperty({ example: 'PaymentReceived' })
  readonly type!: string;

  @ApiProperty({ enum: ['payment-provider', 'warehouse', 'client'] })
  readonly source!: string;

  @ApiProperty(INSTANT)
  readonly occurredAt!: string;
}

export class IngestResponseSchema {
  @ApiProperty({ enum: ['Accept', 'Replace', 'Drop'] })
  readonly decision!: string;

  @ApiPropertyOptional({ description: 'Accept, Replace: the fact id' })
  readonly factId?: string;

  @ApiPropertyOptional({ description: 'Drop: the fact this report duplicates' })
  readonly duplicateOf?: string;

  @ApiProperty({ type: IngestedFactSchema })
  readonly fact!: IngestedFactSchema;

  @ApiPropertyOptional({ description: 'Replace: the source whose report this one replaced' })
  readonly replaced?: string;

  @ApiProperty()
  readonly streamId!: string;

  @ApiPropertyOptional({ type: 'integer' })
  readonly version?: number;

  @ApiPropertyOptional({ ...POSITION, nullable: true })
  readonly position?: string | null;
}
