export * from './locations';
export * from './location-settings';
export * from './employees';
export * from './employee-schemas';
export * from './permissions';
export * from './collections';
