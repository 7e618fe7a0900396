export * from './permissions';
export * from './collections';
export * from './catalogue';
export * from './enrolments';
