/** What the configuration module offers other modules (the POS links to where its locations are made). */
export { configurationPaths } from './paths';
