export * from './tidemark.module';
export * from './http';
