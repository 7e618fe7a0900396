export * from './permissions';
export * from './collections';
export * from './figures';
export * from './ranges';
export * from './schemas';
export * from './reports';
