// `@tidemark/infra/nestjs`: the NestJS integration (peers: @nestjs/common, @nestjs/core,
// @nestjs/cqrs, reflect-metadata, rxjs).
export * from './nest';
// The admin console's module, until the admin entry point (@tidemark/infra/admin) exports it.
export * from './admin/console';
