export * from './platform/errors';
export * from './platform/api';
export * from './platform/build';
export * from './modules/index';
