import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STORE_KINDS } from '@tidemark/infra';
import { JSON_OBJECT } from '../openapi/fields';

export class HealthResponseSchema {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  readonly status!: string;

  @ApiProperty({ enum: [...STORE_KINDS] })
  readonly store!: string;
}

export class ReadinessSchema {
  @ApiProperty({ enum: ['ok', 'error'] })
  readonly status!: string;

  @ApiPropertyOptional({ ...JSON_OBJECT, description: 'Checks that passed' })
  readonly info?: Record<string, unknown>;

  @ApiPropertyOptional({ ...JSON_OBJECT, description: 'Checks that failed' })
  readonly error?: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'Every check' })
  readonly details!: Record<string, unknown>;
}
