import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../../http/validation';

@InputType('ShipOrderInput')
export class ShipOrderRequest {
  @IsText(1, 100, 'carrier must be a string of 1-100 characters')
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'DHL' })
  @Field(() => String)
  readonly carrier!: string;
}
