import {
  HttpException,
  HttpStatus,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { HttpRequestLike } from './http-platform';

/**
 * Refuses a request that carries a body of another media type than `application/json` with 415
 * `UnsupportedMediaType`, before guards after it, interceptors and the handler: the same on
 * Express and Fastify. Without it, Express' JSON parser skipped such a body (the handler ran
 * with `{}` and its events were written) and Fastify parsed `text/plain` as a string.
 */
@Injectable()
export class JsonBodiesOnly implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const { headers } = context.switchToHttp().getRequest<HttpRequestLike>();
    if (!carriesBody(headers) || isJson(headers['content-type'])) return true;
    throw new HttpException('send application/json', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}

function carriesBody(headers: HttpRequestLike['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return length !== 0;
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | string[] | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  return contentType.split(';')[0].trim().toLowerCase() === 'application/json';
}
