export * from './processed-records.port';
