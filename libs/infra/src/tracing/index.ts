export * from './trace-context';
export * from './traced-event-store';
export * from './context-manager';
