export * from './calendar';
export * from './fact';
export * from './hashing';
export * from './keys';
export * from './limits';
export * from './policy';
