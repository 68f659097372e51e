export * from './query-field';
export * from './query-rules';
export * from './query-condition';
export * from './query-request';
export * from './input-operators';
export * from './saved-queries';
export * from './query-value';
