/** What each role may do with promotions (merged into the platform's permission table). */
export const PROMOTIONS_PERMISSIONS = {
  /** See vouchers and their movements, look a code up at the till (staff redeem through the sales core). */
  'promotions.read': ['owner', 'admin', 'manager', 'staff'],
  /** Issue, adjust and cancel vouchers; see the liability. */
  'promotions.manage': ['owner', 'admin', 'manager'],
} as const;
