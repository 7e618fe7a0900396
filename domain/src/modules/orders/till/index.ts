export * from './cash';
export * from './schemas';
export * from './report';
export * from './report-layout';
