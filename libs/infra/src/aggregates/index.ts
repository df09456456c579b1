export * from './aggregate-repository';
export * from './owned-categories';
