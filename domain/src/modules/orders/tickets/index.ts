export * from './build-ticket';
export * from './layout';
