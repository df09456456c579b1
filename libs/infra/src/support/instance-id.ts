import { hostname } from 'node:os';
import { uuidv7 } from './ids';

/**
 * Names this process in leases and claims: `<host>:<pid>:<random>`. The random tail tells two
 * runs of one pid apart (a container restarted with pid 1).
 */
export function defaultInstanceId(): string {
  return `${hostname()}:${process.pid}:${uuidv7().slice(-12)}`;
}
