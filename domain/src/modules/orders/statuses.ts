/**
 * Order states per selling module. The restaurant's follow the kitchen: abierto -> enviado a cocina -> en
 * preparación -> listo -> servido -> cobrado, or cancelado. Spanish labels live in the web catalogue.
 */
export const RESTAURANT_STATUSES = ['open', 'sent', 'preparing', 'ready', 'served', 'paid', 'cancelled'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];
export type OrderStatus = RestaurantStatus;

/** Orders in these states are still at the table (or waiting to be picked up). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['open', 'sent', 'preparing', 'ready', 'served'];
/** What the kitchen board shows. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = ['sent', 'preparing', 'ready', 'served'];

/**
 * Moves a person may make with POST .../status. Sending a round ('sent') and paying ('paid') have calls of their
 * own; a new round sends an order back to the kitchen from any kitchen state.
 */
const MANUAL_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  open: ['cancelled'],
  sent: ['preparing', 'cancelled'],
  preparing: ['ready', 'sent', 'cancelled'],
  ready: ['served', 'preparing', 'cancelled'],
  served: ['ready', 'cancelled'],
  paid: [],
  cancelled: [],
};

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return MANUAL_TRANSITIONS[from].includes(to);
}

/** The kitchen's next step for a tap on a ticket: nuevo -> en preparación -> listo -> servido. */
export function nextKitchenStatus(status: OrderStatus): OrderStatus | undefined {
  const next: Partial<Record<OrderStatus, OrderStatus>> = { sent: 'preparing', preparing: 'ready', ready: 'served' };
  return next[status];
}

export const isActive = (status: OrderStatus) => ACTIVE_STATUSES.includes(status);
