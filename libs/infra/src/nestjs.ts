// `@tidemark/infra/nestjs`: the NestJS integration (peers: @nestjs/common, @nestjs/core,
// @nestjs/cqrs, reflect-metadata, rxjs).
export * from './nest';
