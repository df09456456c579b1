import { HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../config';
import { HttpProblem } from '@tidemark/infra/nestjs';
import { roleIncludes, type Role } from '../access/roles';
import { bearerToken, TokenRegistry, type Client } from '../access/tokens';

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
    if (!this.config.auth.enabled) return;
    if (!client) {
      throw new HttpProblem(
        HttpStatus.UNAUTHORIZED,
        { error: 'Unauthorized' },
        { 'www-authenticate': 'Bearer' },
      );
    }
    if (!roleIncludes(client.role, required)) {
      throw new HttpProblem(HttpStatus.FORBIDDEN, { error: 'Forbidden', required });
    }
  }
}
