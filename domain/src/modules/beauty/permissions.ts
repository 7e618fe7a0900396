/** What each role may do with the beauty module (merged into the platform's permission table). */
export const BEAUTY_PERMISSIONS = {
  'beauty.read': ['owner', 'admin', 'manager', 'staff'],
  /** The catalogue: services, categories, rooms, materials and packs. */
  'beauty.manage': ['owner', 'admin', 'manager'],
  /** The appointment book: a receptionist or a stylist books, moves and changes the state of appointments. */
  'beauty.book': ['owner', 'admin', 'manager', 'staff'],
} as const;
