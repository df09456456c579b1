import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { isValidStreamId } from '@tidemark/domain';
import { Satisfies } from '../http/request-checks';

export class ReplayStreamRequest {
  @Satisfies(
    'isStreamId',
    isValidStreamId,
    'streamId must be 1-200 characters of A-Z a-z 0-9 _ . : @ -, not starting with "$"',
  )
  @ApiProperty({
    minLength: 1,
    maxLength: 200,
    pattern: '^[A-Za-z0-9_.:@-]+$',
    example: 'order-42',
  })
  readonly streamId!: string;

  /** Apply again what the projection already applied. */
  @IsOptional()
  @IsBoolean({ message: 'force must be a boolean' })
  @ApiPropertyOptional({ description: 'Apply again what the projection already applied' })
  readonly force?: boolean;
}
