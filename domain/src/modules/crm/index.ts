export * from './permissions';
export * from './collections';
export * from './phone';
export * from './clients';
export * from './companies';
export * from './reviews';
export * from './timeline';
export * from './import';
