export * from './permissions';
export * from './collections';
export * from './catalogue';
export * from './figures';
export * from './selling';
export * from './availability';
export * from './appointment-states';
export * from './appointments';
