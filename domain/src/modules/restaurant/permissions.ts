/** What each role may do with the restaurant module (merged into the platform's permission table). */
export const RESTAURANT_PERMISSIONS = {
  'restaurant.read': ['owner', 'admin', 'manager', 'staff'],
  'restaurant.manage': ['owner', 'admin', 'manager'],
} as const;
