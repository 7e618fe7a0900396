import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import { dateKeySchema } from '../../platform/date-key';
import { optionalText, requiredText } from '../../platform/resources';
import type { ClientRef } from '../crm';
import type { StaffRef } from '../orders';

/*
 * The fulfilment of a shop order (shopFulfilments/{orderId}), kept by e-commerce beside the sales core's order: the
 * order is the core's (lines, money, tickets), its way to the customer is the shop's. A counter sale is born
 * 'entregado' (the customer leaves with it); an online order (the public shop, CMS issue) is born 'pendiente', turns
 * 'pagado' with its payment, then the shop prepares it and ships it or hands it over at a location.
 */

export const FULFILMENT_STATUSES = [
  'pending',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The board's columns, in order (cancelado and reembolsado are shown apart, as a filter). */
export const FULFILMENT_BOARD_COLUMNS: readonly FulfilmentStatus[] = [
  'pending',
  'paid',
  'preparing',
  'shipped',
  'delivered',
];

/**
 * Moves a person makes on the board (POST .../fulfilments/{orderId}/status). 'pagado' comes with the payment and
 * 'reembolsado' with a refund of the whole order: neither is a move of the board. A pickup order is delivered from
 * 'preparando' (collected at the counter); a shipped one from 'enviado'. One step back is allowed (a wrong tap).
 */
const MOVES: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  pending: ['cancelled'],
  paid: ['preparing'],
  preparing: ['shipped', 'delivered', 'paid'],
  shipped: ['delivered', 'preparing'],
  delivered: ['shipped'],
  cancelled: [],
  refunded: [],
};

export function canMoveFulfilment(from: FulfilmentStatus, to: FulfilmentStatus, delivery: Delivery): boolean {
  if (!MOVES[from].includes(to)) return false;
  // Only what is shipped goes through 'enviado'; a pickup is handed over from 'preparando'.
  if (to === 'shipped') return delivery.kind === 'shipping';
  if (from === 'preparing' && to === 'delivered') return delivery.kind !== 'shipping';
  return true;
}

/** The board's next step for a tap on a card, given how the order is delivered. */
export function nextFulfilmentStatus(status: FulfilmentStatus, delivery: Delivery): FulfilmentStatus | undefined {
  if (status === 'paid') return 'preparing';
  if (status === 'preparing') return delivery.kind === 'shipping' ? 'shipped' : 'delivered';
  if (status === 'shipped') return 'delivered';
  return undefined;
}

/** A Spanish postal address to ship to. */
export const shippingAddressSchema = z.strictObject({
  name: requiredText(120),
  line1: requiredText(120),
  line2: optionalText(120),
  postalCode: z.string().check(z.regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, 'El código postal no es válido')),
  city: requiredText(80),
  province: requiredText(80),
  phone: optionalText(20),
  notes: optionalText(300),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * How an order reaches the customer: taken at the counter, picked up at a location, or shipped to an address. The
 * public shop's checkout (CMS issue) sends `pickup` or `shipping` with the order.
 */
export const deliverySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('counter') }),
  z.strictObject({ kind: z.literal('pickup'), locationId: requiredText(64) }),
  z.strictObject({ kind: z.literal('shipping'), address: shippingAddressSchema }),
]);
export type Delivery = z.infer<typeof deliverySchema>;

/** POST .../ecommerce/fulfilments/{orderId}/status: the board's move; a shipment may carry its tracking. */
export const fulfilmentStatusBodySchema = z.strictObject({
  status: z.enum(FULFILMENT_STATUSES),
  carrier: z.optional(optionalText(60)),
  tracking: z.optional(optionalText(80)),
});
export type FulfilmentStatusBody = z.input<typeof fulfilmentStatusBodySchema>;

/** A line of the picking list: what to take from the shelves (a pack's components, each on its own line). */
export interface PickingLine {
  /** The order line it comes from. */
  lineId: string;
  productId: string;
  variantId: string | null;
  name: string;
  variant: string;
  sku: string;
  barcode: string;
  quantity: number;
  /** The pack it is part of ('' when sold on its own). */
  pack: string;
  /** The modifiers chosen (gift wrap, engraving) and the line's notes, for whoever prepares it. */
  extras: string[];
}

export interface Fulfilment {
  /** The order's id (the document's id too). */
  orderId: string;
  source: 'counter' | 'online';
  status: FulfilmentStatus;
  delivery: Delivery;
  /** Shipping: the carrier and its tracking number, once shipped. */
  carrier: string;
  tracking: string;
  locationId: string;
  /** The ticket of the payment ('' while pending). */
  ticketCode: string;
  client: ClientRef | null;
  totalCents: number;
  picking: PickingLine[];
  history: { status: FulfilmentStatus; at: string; by: StaffRef | null }[];
  createdAt: string;
  statusAt: string;
  /** The calendar day it came in (the location's). */
  date: string;
}

/** GET .../ecommerce/fulfilments?status=&date=: the fulfilments, newest first (for screens without a listener). */
export const fulfilmentListQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(FULFILMENT_STATUSES)),
  /** The day it came in (the location's). */
  date: z.optional(dateKeySchema),
});
export type FulfilmentListQuery = z.infer<typeof fulfilmentListQuerySchema>;
