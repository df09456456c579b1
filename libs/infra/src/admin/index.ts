export { TidemarkAdminModule } from './tidemark-admin.module';
export * from './console';
export {
  TIDEMARK_ADMIN_OPTIONS,
  type AdminGuard,
  type AdminGuardChoice,
  type TidemarkAdminModuleAsyncOptions,
  type TidemarkAdminModuleOptions,
  type TidemarkAdminOptions,
} from './guards/admin-options';
export { AdminRoutes, TidemarkAdminGuards, TidemarkAdminRoleGuard } from './guards/admin-guards';
export { authorizeRole, isRole, roleIncludes, ROLES, type Role } from './access/roles';
export {
  bearerToken,
  MIN_TOKEN_LENGTH,
  parseRoleTokens,
  TokenRegistry,
  type Client,
  type ConfiguredToken,
} from './access/tokens';
export {
  checkDto,
  checkStreamId,
  IsDecimalInteger,
  IsIntegerIn,
  IsText,
  Satisfies,
  valuesOrThrow,
  type CheckOptions,
} from './http/request-checks';
export type { Checked } from '../nest/http/idempotency-keys';
export {
  ApiErrors,
  ApiQueryFrom,
  ApiSecured,
  BEARER_SCHEME,
  ERROR_RESPONSES,
  WRONG_EXPECTED_VERSION,
  type ErrorOverride,
  type ErrorStatus,
} from './openapi/decorators';
export * from './openapi/error-bodies.schema';
export { EventSchema } from './openapi/event.schema';
export {
  declaredFields,
  InstantField,
  INSTANT,
  IntField,
  JSON_OBJECT,
  JsonField,
  NumberField,
  ObjectField,
  POSITION,
  PositionField,
  SafeIntField,
  TextField,
  TextListField,
  type DeclaredField,
  type FieldKind,
  type FieldOptions,
} from './openapi/fields';
export { ProjectionsAdminController } from './listeners/projections-admin.controller';
export {
  toListenerJson,
  toReplayReportJson,
  type ListenerJson,
  type ReplayReportJson,
} from './listeners/listener-json';
export {
  ListenerListSchema,
  ListenerRebuildSchema,
  ListenerSchema,
} from './listeners/listener.schema';
export { ReplayedEventSchema, ReplayReportSchema } from './listeners/replay-report.schema';
export { ReplayStreamRequest } from './listeners/replay-stream.request';
export {
  DeadLettersAdminController,
  type DeadLetterPage,
} from './dead-letters/dead-letters-admin.controller';
export { deadLetterNotFound, discardDeadLetter } from './dead-letters/dead-letter-rules';
export {
  DEAD_LETTER_STATUSES,
  deadLetterQueryOf,
  DEFAULT_DEAD_LETTER_LIMIT,
  DiscardDeadLetterRequest,
  ListDeadLettersRequest,
  MAX_DEAD_LETTER_LIMIT,
  MAX_RETRY_IDS,
  RetryDeadLettersRequest,
} from './dead-letters/dead-letter.requests';
export {
  DeadLetterPageSchema,
  DeadLetterSchema,
  RedriveReportSchema,
} from './dead-letters/dead-letter.schema';
export { StreamAdminController } from './streams/stream-admin.controller';
export {
  checkMetadataBody,
  checkNoOptions,
  DeleteStreamQuery,
  SetStreamMetadataRequest,
  type MetadataUpdate,
} from './streams/stream-admin.requests';
export {
  DeleteStreamResponseSchema,
  ScavengeResponseSchema,
  SetStreamMetadataBodySchema,
  StreamMetadataResponseSchema,
  StreamMetadataSchema,
} from './streams/stream-admin.schema';
export {
  deleteStream,
  getStreamMetadata,
  scavenge,
  setStreamMetadata,
  type DeleteStreamResponse,
  type ScavengeResponse,
  type StreamMetadataResponse,
} from './streams/stream-admin';
