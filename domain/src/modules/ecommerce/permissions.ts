/** What each role may do with the shop (merged into the platform's permission table). */
export const ECOMMERCE_PERMISSIONS = {
  /** The catalogue, the stock and the fulfilment board, as every member sees them. */
  'ecommerce.read': ['owner', 'admin', 'manager', 'staff'],
  /** The catalogue: categories, products and their variants, modifier groups, packs, the CSV import. */
  'ecommerce.manage': ['owner', 'admin', 'manager'],
  /** Stock: adjustments with a reason and stocktakes (the differences booked). */
  'ecommerce.stock': ['owner', 'admin', 'manager'],
  /** The fulfilment board: moving an order along (preparando, enviado, entregado). Anyone behind the counter. */
  'ecommerce.fulfil': ['owner', 'admin', 'manager', 'staff'],
} as const;
