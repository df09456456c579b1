import { TidemarkError } from '../errors';

/** An optional peer package (a driver) that the chosen store needs is not installed. */
export class MissingPeerDependency extends TidemarkError {
  readonly code = 'MissingPeerDependency' as const;
  constructor(
    readonly packageName: string,
    override readonly cause?: unknown,
  ) {
    super(
      `Tidemark needs the package "${packageName}" for this store, and it is not installed: ` +
        `npm install ${packageName}`,
    );
    this.name = 'MissingPeerDependency';
  }
  toJSON() {
    return { error: this.code, packageName: this.packageName, message: this.message };
  }
}

/** Whether `error` is Node's failure to find the package `packageName` itself (not one it needs). */
export function isMissingPackage(error: unknown, packageName: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'MODULE_NOT_FOUND' &&
    typeof message === 'string' &&
    message.includes(`'${packageName}'`)
  );
}

/**
 * Loads an adapter module that requires the driver `packageName`: only the chosen store's
 * driver is ever loaded, and a missing one is named.
 */
export async function loadAdapter<T>(packageName: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissingPackage(error, packageName)) throw new MissingPeerDependency(packageName, error);
    throw error;
  }
}
