export * from './statuses';
export * from './totals';
export * from './settlement';
export * from './schemas';
export * from './ticket';
export * from './permissions';
export * from './collections';
export * from './tickets/index';
