import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsDecimalInteger } from '../../http/validation';
import { LogQuery } from '../log-query';

export const MAX_READ_ALL_LIMIT = 1000;
export const DEFAULT_READ_ALL_LIMIT = 100;

export class ReadAllQuery extends LogQuery {
  @IsOptional()
  @IsDecimalInteger(
    1,
    MAX_READ_ALL_LIMIT,
    `limit must be an integer from 1 to ${MAX_READ_ALL_LIMIT}`,
  )
  @ApiPropertyOptional({
    description: `1-${MAX_READ_ALL_LIMIT}, default ${DEFAULT_READ_ALL_LIMIT}`,
    pattern: '^\\d+$',
  })
  readonly limit?: string;
}
