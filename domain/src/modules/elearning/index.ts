export * from './permissions';
export * from './collections';
export * from './catalogue';
export * from './course-display';
export * from './enrolments';
