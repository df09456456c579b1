export * from './event-store';
export { uuidv7, systemClock, type Clock, type IdGenerator } from './support/ids';
