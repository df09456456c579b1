import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsText } from '../../../http/validation';

@InputType('CancelOrderInput')
export class CancelOrderRequest {
  @IsOptional()
  @IsText(0, 500, 'reason must be a string of at most 500 characters')
  @ApiPropertyOptional({ maxLength: 500 })
  @Field(() => String, { nullable: true })
  readonly reason?: string;
}
