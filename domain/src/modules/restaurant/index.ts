export * from './allergens';
export * from './permissions';
export * from './categories';
export * from './dishes';
export * from './combos';
export * from './daily-menus';
export * from './collections';
export * from './choices';
