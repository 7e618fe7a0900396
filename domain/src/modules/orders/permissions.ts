/** What each role may do with orders (merged into the platform's permission table). */
export const ORDERS_PERMISSIONS = {
  'orders.read': ['owner', 'admin', 'manager', 'staff'],
  /** Take orders, send them to the kitchen, move them on the board, charge them: the floor's daily work. */
  'orders.sell': ['owner', 'admin', 'manager', 'staff'],
  /** Discounts and cancelling: needs an encargado. */
  'orders.manage': ['owner', 'admin', 'manager'],
} as const;
