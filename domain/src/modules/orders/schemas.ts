import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import { eurosSchema, type VatRate } from '../../platform/money';
import { countSchema, documentIdSchema, optionalText, requiredText } from '../../platform/resources';
import { dateKeySchema } from '../../platform/schedule';
import type { Allergen } from '../restaurant';
import { courseSchema } from './courses';
import { RESTAURANT_STATUSES, type OrderStatus } from './statuses';
import type { Ticket } from './ticket';
import type { Totals } from './totals';

/** Modules that sell through the sales core (the restaurant first; beauty and e-commerce later). */
export const SELLING_MODULES = ['restaurant'] as const;
export type SellingModule = (typeof SELLING_MODULES)[number];

export const MAX_LINE_QUANTITY = 99;
const quantity = countSchema(1, MAX_LINE_QUANTITY);
const notes = optionalText(200);
const index = z.number().check(z.int(), z.minimum(0), z.maximum(50));
/** The course it is served in (see courses.ts); none: 'sin curso'. */
const course = z.optional(courseSchema);

/**
 * What a till asks to sell: references and choices only. Names, prices, VAT and allergens come from the server's
 * catalogue (a client never sets a price).
 */
export const dishLineSchema = z.strictObject({
  kind: z.literal('dish'),
  dishId: documentIdSchema,
  quantity,
  /** Options chosen per modifier group of the dish. */
  modifiers: z._default(
    z.array(z.strictObject({ groupId: documentIdSchema, optionIds: z.array(documentIdSchema) })),
    [],
  ),
  notes,
  course,
});

export const comboLineSchema = z.strictObject({
  kind: z.literal('combo'),
  comboId: documentIdSchema,
  quantity,
  /** Dishes chosen per slot of the combo (slot = its index). */
  choices: z.array(z.strictObject({ slot: index, dishIds: z.array(documentIdSchema) })),
  notes,
  course,
});

export const dailyMenuLineSchema = z.strictObject({
  kind: z.literal('dailyMenu'),
  date: dateKeySchema,
  /** Medio menú, at its own price. */
  half: z._default(z.boolean(), false),
  /** One item chosen per course: course and item are indexes in the menu of that date. */
  choices: z.array(z.strictObject({ course: index, item: index })),
  quantity,
  notes,
  course,
});

/**
 * A discount is a line of its own with a negative amount, capped at what is due. It has no VAT rate: it reduces the
 * bases of the lines it applies to, rate by rate (see computeTotals).
 */
export const discountLineSchema = z.strictObject({
  kind: z.literal('discount'),
  name: requiredText(60),
  amount: eurosSchema,
});

export const lineInputSchema = z.discriminatedUnion('kind', [
  dishLineSchema,
  comboLineSchema,
  dailyMenuLineSchema,
  discountLineSchema,
]);
export type LineInput = z.infer<typeof lineInputSchema>;
export type LineKind = LineInput['kind'];
/** Every line kind the sales core accepts; each needs a sale preparer registered by the module that sells it. */
export const LINE_KINDS = ['dish', 'combo', 'dailyMenu', 'discount'] as const satisfies readonly LineKind[];
// Compile-time check that LINE_KINDS lists every kind of the schema.
const _everyKind: Record<LineKind, true> = { dish: true, combo: true, dailyMenu: true, discount: true };
void _everyKind;

/** POST /api/organizations/{id}/orders (Idempotency-Key). An empty table id is a takeaway ('Para llevar'). */
export const createOrderBodySchema = z.strictObject({
  module: z._default(z.enum(SELLING_MODULES), 'restaurant'),
  locationId: documentIdSchema,
  tableId: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'La mesa no es válida')), ''),
  lines: z._default(z.array(lineInputSchema).check(z.maxLength(100)), []),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /api/organizations/{id}/orders/{orderId}/lines (Idempotency-Key): a new round of lines. */
export const addLinesBodySchema = z.strictObject({
  lines: z.array(lineInputSchema).check(z.minLength(1), z.maxLength(100)),
});

/** POST /api/organizations/{id}/orders/{orderId}/status: the kitchen's and the floor's moves. */
export const changeStatusBodySchema = z.strictObject({ status: z.enum(RESTAURANT_STATUSES) });

export const PAYMENT_METHODS = ['cash', 'card', 'mixed'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * POST /api/organizations/{id}/orders/{orderId}/payments (Idempotency-Key). Without lineIds it pays what is due;
 * with them it pays those lines only (splitting the bill). Cash: `tendered` is what the customer hands over.
 * Mixed: `card` is the part paid by card, the rest is cash.
 */
export const paymentBodySchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS),
  tendered: z.optional(eurosSchema),
  card: z.optional(eurosSchema),
  lineIds: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))).check(z.minLength(1))),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/**
 * POST /api/organizations/{id}/orders/{orderId}/refunds (Idempotency-Key; encargados): lines of a paid order given
 * back, all their units or some, by the method they were paid with. `restock` puts what they consumed back in stock
 * (a dish never served); without it the stock stays as sold (a dish that was eaten, or thrown away).
 */
export const refundBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), quantity }))
    .check(z.minLength(1), z.maxLength(100)),
  reason: notes,
  restock: z._default(z.boolean(), false),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

function isStatusList(value: string): boolean {
  const statuses = value.split(',');
  return (
    new Set(statuses).size === statuses.length &&
    statuses.every((status) => (RESTAURANT_STATUSES as readonly string[]).includes(status))
  );
}

/** GET /api/organizations/{id}/orders?module=&status=&locationId=&date=&active=. */
export const orderListQuerySchema = z.extend(listQuerySchema, {
  module: z.optional(z.enum(SELLING_MODULES)),
  /** One status or several, comma-separated: known ones, each once (Firestore's `in` takes 30 values at most). */
  status: z.optional(z.string().check(z.refine(isStatusList, 'Los estados no son válidos'))),
  locationId: z.optional(documentIdSchema),
  /** Orders opened on this date (the location's calendar day, Madrid time). */
  date: z.optional(dateKeySchema),
  /** Only orders still open at a table or waiting: the POS's tables view. */
  active: z.optional(z.enum(['true', 'false'])),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A line as sold: everything the ticket and the kitchen need, copied at the moment of the sale. */
export interface OrderLine {
  id: string;
  kind: LineKind;
  /** The dish, combo or date of the menú del día it came from ('' for a discount). */
  refId: string;
  name: string;
  quantity: number;
  /** VAT-inclusive, modifiers and surcharges included; negative for a discount. */
  unitPriceCents: number;
  vatRate: VatRate;
  /** What was chosen, one entry per modifier option or combo / menu choice. */
  details: { label: string; priceDeltaCents: number }[];
  notes: string;
  station: string;
  allergens: Allergen[];
  /** The kitchen round it went out in; null while not sent. */
  round: number | null;
  /** The payment that settled it (split bills), or the final payment. */
  paymentId: string | null;
  totalCents: number;
  /** Dishes the line takes from countdown stock (quantity included), given back if the line is removed. */
  consumes: { dishId: string; quantity: number }[];
  /** Courses (issue 14): the course it is served in, 0 'sin curso' (stored orders without it: 0, see toOrder). */
  course: number;
}

export interface Payment {
  id: string;
  method: PaymentMethod;
  amountCents: number;
  cashCents: number;
  cardCents: number;
  tenderedCents: number;
  changeCents: number;
  /** The goods lines it settled (the chosen ones when the bill was split, else every unpaid one). */
  lineIds: string[];
  /** The share of the order's discount it took (already off amountCents). */
  discountCents: number;
  ticketCode: string;
  at: string;
}

/** Lines of a paid order given back, with the rectifying ticket that records it (its own series per location). */
export interface Refund {
  id: string;
  /** Per line: the units given back and their amount (their share of any discount taken off). */
  lines: { lineId: string; quantity: number; amountCents: number }[];
  amountCents: number;
  /** Given back as each line was paid: by card (up to the card part of a mixed payment), the rest in cash. */
  cashCents: number;
  cardCents: number;
  /** The card part per payment id. */
  cardByPayment: Record<string, number>;
  /** The rectifying ticket, and the tickets of the payments it corrects. */
  ticketCode: string;
  rectifies: string[];
  reason: string;
  restocked: boolean;
  at: string;
}

export interface Order {
  id: string;
  module: SellingModule;
  locationId: string;
  /** Null for a takeaway. */
  table: { id: string; name: string; zone: string } | null;
  status: OrderStatus;
  lines: OrderLine[];
  /** Rounds sent to the kitchen so far. */
  round: number;
  totals: Totals;
  paidCents: number;
  dueCents: number;
  payments: Payment[];
  /** Lines given back after being paid, and their total. */
  refunds: Refund[];
  refundedCents: number;
  /** The waiter printed the bill: the table waits to pay. */
  billRequested: boolean;
  createdAt: string;
  updatedAt: string;
  /** When the latest round went to the kitchen (minutes are counted from it). */
  sentAt: string | null;
  statusAt: string;
  /** The calendar day it was opened, in the location's time zone. */
  date: string;
  /** Courses (issue 14): the courses held back from the kitchen until marched (stored orders without it: []). */
  heldCourses: number[];
}

/**
 * The Firestore document of an order (organizations/{orgId}/orders/{id}): the Order without its id, its times as
 * the SDK's Timestamp. Live screens (the kitchen board) read it directly.
 */
export type StoredOrder<Time> = Omit<Order, 'id' | 'createdAt' | 'updatedAt' | 'sentAt' | 'statusAt'> & {
  createdAt: Time;
  updatedAt: Time;
  sentAt: Time | null;
  statusAt: Time;
};

/** POST .../payments answers the order after the payment, the payment and its ticket. */
export interface PaymentResult {
  order: Order;
  payment: Payment;
  ticket: Ticket;
}

/** POST .../refunds answers the order after the refund, the refund and its rectifying ticket. */
export interface RefundResult {
  order: Order;
  refund: Refund;
  ticket: Ticket;
}

/**
 * Who did something at a till: the employee who unlocked it with their PIN (id = the employee's id), or, with no PIN
 * session, the signed-in account (id = 'user:{uid}'). Orders, payments, tickets, voids and till reports carry it.
 */
export interface StaffRef {
  id: string;
  name: string;
}
