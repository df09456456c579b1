export { errorResponse, type ErrorResponse, type ErrorResponseOptions } from './error-response';
export { TidemarkExceptionFilter } from './exception-filter';
export { canonicalJson, requestFingerprint, type FingerprintedRequest } from './fingerprint';
export {
  HttpProblem,
  IdempotencyKeyInFlight,
  IdempotencyKeyReused,
  type ErrorBody,
} from './http-problem';
export type { HttpRequestLike, HttpResponseLike } from './http-platform';
export {
  checkHeaderToken,
  checkIdempotencyKey,
  IdempotencyKeys,
  KEY_HEADER,
  keyedCommand,
  keyedHandleOptions,
  type Checked,
  type IdempotentRequest,
  type KeyBegun,
  type KeyRequest,
} from './idempotency-keys';
export { IdempotencyPurger } from './idempotency-purger';
export {
  Idempotent,
  IdempotencyInterceptor,
  keyedRequestOf,
  type IdempotentOptions,
} from './idempotent';
export { JsonSafeInterceptor, toJsonSafe, type JsonSafe } from './json-safe';
export {
  TIDEMARK_HTTP_OPTIONS,
  type IdempotencyOptions,
  type TidemarkHttpOptions,
} from './options';
export {
  TidemarkHttpModule,
  type TidemarkHttpModuleAsyncOptions,
  type TidemarkHttpModuleOptions,
  type TidemarkHttpRegistration,
} from './tidemark-http.module';
export { tidemarkValidationPipe, validationProblemsOf } from './validation';
