export * from './tidemark.module';
