/** The sales core's collections under organizations/{orgId}/. */
export const ORDERS_COLLECTIONS = {
  orders: 'orders',
  /** One counter per ticket series: the next number, allocated inside the sale's transaction. */
  ticketSeries: 'ticketSeries',
  /** Printed tickets, by code ('C1-000123'). */
  tickets: 'tickets',
  /** openTables/{locationId}_{tableId}: which order holds a table (one open order per table). */
  openTables: 'openTables',
  /** Idempotency-Key records: the answer a create or payment gave, kept so a retry gets the same. */
  idempotency: 'idempotencyKeys',
} as const;
