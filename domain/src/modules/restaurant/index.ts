export * from './allergens';
export * from './permissions';
export * from './categories';
export * from './dishes';
export * from './modifier-groups';
export * from './combos';
export * from './daily-menus';
export * from './collections';
