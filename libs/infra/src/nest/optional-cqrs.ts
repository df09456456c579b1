import type * as Cqrs from '@nestjs/cqrs';
import { isMissingPackage } from '../storage/peer-dependency';

let loaded: typeof Cqrs | null | undefined;

/**
 * The application's @nestjs/cqrs, or undefined when it is not installed: the module publishes
 * committed events on its EventBus only when there is one, and never fails without it. Loaded
 * on first use rather than imported, so that `@nestjs/cqrs` can stay an optional peer; being a
 * peer, it is the application's own copy, whose EventBus class is the token its CqrsModule
 * provides (a second copy would be another token, and nothing would be published).
 */
export function optionalCqrs(): typeof Cqrs | undefined {
  if (loaded === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require('@nestjs/cqrs') as typeof Cqrs;
    } catch (error) {
      // Only its own absence: a broken install of it should be seen, not skipped.
      if (!isMissingPackage(error, '@nestjs/cqrs')) throw error;
      loaded = null;
    }
  }
  return loaded ?? undefined;
}
