import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config';
import {
  authorizeRole,
  bearerToken,
  TokenRegistry,
  type Client,
  type Role,
} from '@tidemark/infra/admin';

/** Who a bearer token names, and (auth on) whether that client may do what needs `required`. */
@Injectable()
export class Authenticator {
  private readonly tokens: TokenRegistry;

  constructor(private readonly config: AppConfig) {
    this.tokens = new TokenRegistry(config.auth.tokens);
  }

  /** The client of `Authorization: Bearer <token>`, when the token is a configured one. */
  identify(authorization: string | string[] | undefined): Client | undefined {
    const token = bearerToken(authorization);
    return token === undefined ? undefined : this.tokens.identify(token);
  }

  /** With auth on: 401 without a known token, 403 when its role is short of `required`. */
  authorize(client: Client | undefined, required: Role): void {
    if (this.config.auth.enabled) authorizeRole(client?.role, required);
  }
}
