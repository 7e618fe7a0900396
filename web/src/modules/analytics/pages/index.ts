/**
 * The three dashboards in one chunk: they share nearly all their code (toolbar, tables, cards), and one lazy import
 * costs the app's entry one preload list instead of three (the login route has no KB to spare).
 */
export { default as OverviewPage } from './OverviewPage';
export { default as CrmPage } from './CrmPage';
export { default as RestaurantPage } from './RestaurantPage';
