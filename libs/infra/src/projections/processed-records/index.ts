export * from './processed-records.port';
export { SqlProcessedRecords } from './sql-processed-records';
