export * from './storage';
export { MissingPeerDependency } from './peer-dependency';
