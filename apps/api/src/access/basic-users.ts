import { createHash, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@tidemark/infra/admin';

/**
 * A user name and password an EventStoreDB application already uses (`admin:changeit`), mapped
 * to a role (`ESDB_BASIC_USERS`): the compatibility path of the EventStoreDB-protocol server.
 */
export interface ConfiguredBasicUser {
  readonly username: string;
  readonly password: string;
  readonly role: Role;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Matches presented basic credentials in constant time, as {@link TokenRegistry} does tokens:
 * SHA-256 digests of both the name and the password, every entry compared, so neither the
 * length nor which part differs shows in the timing.
 */
export class BasicUserRegistry {
  private readonly entries: readonly {
    readonly role: Role;
    readonly username: Buffer;
    readonly password: Buffer;
  }[];

  constructor(users: readonly ConfiguredBasicUser[]) {
    this.entries = users.map(({ role, username, password }) => ({
      role,
      username: digest(username),
      password: digest(password),
    }));
  }

  /** The role of these credentials, or undefined when no entry has both. */
  roleOf(username: string, password: string): Role | undefined {
    const name = digest(username);
    const secret = digest(password);
    let best = -1;
    for (const entry of this.entries) {
      // Both compared whatever the first gives: `&&` would skip the second.
      const sameName = timingSafeEqual(entry.username, name);
      const samePassword = timingSafeEqual(entry.password, secret);
      if (sameName && samePassword) best = Math.max(best, ROLES.indexOf(entry.role));
    }
    return best < 0 ? undefined : ROLES[best];
  }
}
