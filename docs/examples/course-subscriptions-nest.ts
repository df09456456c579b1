import { Module } from '@nestjs/common';
import { CommandHandler, CqrsModule, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDecisionModel, TidemarkModule, type DecisionRunnerOf } from '@tidemark/infra/nestjs';
import { subscribe } from './course-subscriptions';

export class SubscribeStudent {
  constructor(
    readonly courseId: string,
    readonly studentId: string,
  ) {}
}

@CommandHandler(SubscribeStudent)
export class SubscribeStudentHandler implements ICommandHandler<SubscribeStudent> {
  constructor(
    @InjectDecisionModel(subscribe)
    private readonly subscriptions: DecisionRunnerOf<typeof subscribe>,
  ) {}

  /** The seats taken after the command; a refusal throws CommandRejected (409 over HTTP). */
  async execute({ courseId, studentId }: SubscribeStudent): Promise<number> {
    const { state } = await this.subscriptions.handle({ type: 'Subscribe', courseId, studentId });
    return state.course.taken;
  }
}

@Module({
  imports: [
    CqrsModule.forRoot(),
    TidemarkModule.forRoot({ url: 'sqlite::memory:' }), // provides BOUNDARY_STORE too
    TidemarkModule.forFeature({
      decisionModels: [{ model: subscribe, retry: { maxAttempts: 10 } }],
    }),
  ],
  providers: [SubscribeStudentHandler],
})
export class CoursesModule {}
