import { Metadata, status } from '@grpc/grpc-js';
import type { EsdbRole } from './call-context';
import { statusError, type EsdbStatus } from './grpc-errors';

/**
 * Maps a client's basic credentials to a role: `undefined` means they are wrong. The app takes
 * the password as a Tidemark AUTH_TOKENS token whatever the user name, or a configured
 * user name and password pair (`ESDB_BASIC_USERS`).
 */
export type EsdbAuthenticate = (username: string, password: string) => EsdbRole | undefined;

const RANK: Record<EsdbRole, number> = { reader: 0, writer: 1, admin: 2 };

/** Whether `role` may do what `needed` may. */
export function hasRole(role: EsdbRole, needed: EsdbRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** Who made a call: its role, and the user name its credentials gave ('' without any). */
export interface EsdbCaller {
  readonly role: EsdbRole;
  readonly username: string;
}

/**
 * The caller of a call from its `authorization` header, or the status refusing it. With no
 * authentication configured everyone is admin and credentials are ignored.
 */
export function callerOf(
  metadata: Metadata,
  authenticate: EsdbAuthenticate | undefined,
): EsdbCaller | EsdbStatus {
  if (authenticate === undefined) return { role: 'admin', username: '' };
  const header = metadata.get('authorization')[0];
  const credentials = typeof header === 'string' ? basicCredentials(header) : undefined;
  if (credentials === undefined) {
    return statusError(
      status.UNAUTHENTICATED,
      'credentials required: esdb://<user>:<token>@host over TLS (the clients send none with tls=false)',
      {
        exception: 'access-denied',
      },
    );
  }
  const role = authenticate(credentials.username, credentials.password);
  if (role === undefined) {
    return statusError(status.UNAUTHENTICATED, 'bad username or password', {
      exception: 'access-denied',
    });
  }
  return { role, username: credentials.username };
}

/** The status refusing a caller whose role is below `needed`. */
export function accessDenied(needed: EsdbRole): EsdbStatus {
  return statusError(status.PERMISSION_DENIED, `access denied: the ${needed} role is required`, {
    exception: 'access-denied',
  });
}

function basicCredentials(header: string): { username: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
