import { Module } from '@nestjs/common';
import { DeadLettersAdminResolver } from './dead-letters-admin.resolver';
import { DeadLetters, type Clock, type Storage } from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { CLOCK } from '../clock';
import { DeadLettersAdminController } from './dead-letters-admin.controller';

/** The dead-letter store over the app's database and its admin endpoints. */
@Module({
  controllers: [DeadLettersAdminController],
  providers: [
    {
      provide: DeadLetters,
      inject: [TIDEMARK_STORAGE, CLOCK],
      useFactory: (storage: Storage, clock: Clock) => new DeadLetters(storage.sql, clock),
    },
    DeadLettersAdminResolver,
  ],
  exports: [DeadLetters],
})
export class DeadLettersModule {}
