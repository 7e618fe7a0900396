import { screenPath } from '../../platform/routing/paths';

/** The salon's catalogue screens: `routes.ts` declares them with these patterns, links are built with them. */
export const beautyPaths = {
  /** search: { tab: CATEGORIES_TAB } opens the categories. */
  services: screenPath('beauty/services'),
  serviceCategory: screenPath('beauty/services/category/:id'),
  service: screenPath('beauty/services/service/:id'),
  /** search: { tab: ROOMS_TAB } opens the rooms. */
  materials: screenPath('beauty/materials'),
  material: screenPath('beauty/materials/material/:id'),
  room: screenPath('beauty/materials/room/:id'),
  packs: screenPath('beauty/packs'),
  pack: screenPath('beauty/packs/pack/:id'),
};

export const CATEGORIES_TAB = 'categories';
export const ROOMS_TAB = 'rooms';
