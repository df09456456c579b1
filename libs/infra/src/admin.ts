// `@tidemark/infra/admin`: the admin HTTP API as a Nest module (TidemarkAdminModule), its
// guards, request checks and OpenAPI shapes (peers: those of `/nestjs`, @nestjs/swagger,
// class-validator, class-transformer).
export * from './admin/index';
