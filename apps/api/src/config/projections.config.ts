import { EnvReader, type Env, type Read } from './env';

/** How the app runs its projections (read models) and waits for them. */
export interface ProjectionsOptions {
  /** A projection runs in one instance at a time; another takes over this long after it died. */
  readonly leaseMs: number;
  /** Events per batch (one transaction). */
  readonly batchSize: number;
  /** Names this instance in leases; undefined: the runner generates one. */
  readonly instanceId: string | undefined;
  /** The longest a read with `?minPosition=` waits for its projection. */
  readonly readWaitTimeoutMs: number;
}

export function readProjectionsOptions(env: Env): Read<ProjectionsOptions> {
  const vars = new EnvReader(env);
  const projections: ProjectionsOptions = {
    leaseMs: vars.integer('PROJECTIONS_LEASE_MS', 5000, 300, 3_600_000),
    batchSize: vars.integer('PROJECTIONS_BATCH_SIZE', 100, 1, 10_000),
    instanceId: vars.string('INSTANCE_ID'),
    readWaitTimeoutMs: vars.integer('READ_WAIT_TIMEOUT_MS', 5000, 0, 600_000),
  };
  if (
    projections.instanceId !== undefined &&
    !/^[\x21-\x7e]{1,200}$/.test(projections.instanceId)
  ) {
    vars.problem('INSTANCE_ID must be 1-200 visible ASCII characters');
  }
  return vars.result(projections);
}
