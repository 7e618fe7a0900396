export * from './locations';
export * from './employees';
export * from './permissions';
export * from './collections';
