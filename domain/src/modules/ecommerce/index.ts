export * from './permissions';
export * from './collections';
export * from './catalogue';
export * from './stock';
export * from './fulfilment';
export * from './till';
export * from './category-tree';
export * from './import';
