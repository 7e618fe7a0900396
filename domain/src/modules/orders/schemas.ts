import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import type { VatRate } from '../../platform/money';
import { eurosSchema } from '../../platform/money-schemas';
import { countSchema, documentIdSchema, optionalText, referenceIdSchema, requiredText } from '../../platform/resources';
import { dateKeySchema } from '../../platform/schedule';
import { pinSchema } from '../configuration';
import type { ClientRef } from '../crm';
import type { Allergen } from '../restaurant';
import { courseSchema } from './course-schemas';
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

export const MAX_DINERS = 99;
const dinersSchema = countSchema(1, MAX_DINERS);
const tableIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'La mesa no es válida'));
const lineIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/** POST /api/organizations/{id}/orders (Idempotency-Key). An empty table id is a takeaway ('Para llevar'). */
export const createOrderBodySchema = z.strictObject({
  module: z._default(z.enum(SELLING_MODULES), 'restaurant'),
  locationId: documentIdSchema,
  tableId: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'La mesa no es válida')), ''),
  lines: z._default(z.array(lineInputSchema).check(z.maxLength(100)), []),
  /** Diners (comensales), asked when a table is opened; optional (a takeaway, an older till). */
  diners: z.optional(dinersSchema),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /api/organizations/{id}/orders/{orderId}/lines (Idempotency-Key): a new round of lines. */
export const addLinesBodySchema = z.strictObject({
  lines: z.array(lineInputSchema).check(z.minLength(1), z.maxLength(100)),
});

/** POST /api/organizations/{id}/orders/{orderId}/status: the kitchen's and the floor's moves. */
export const changeStatusBodySchema = z.strictObject({
  status: z
    .enum(RESTAURANT_STATUSES)
    // Cancelling keeps a reason and who authorised it: it has its own call (POST .../cancel).
    .check(z.refine((status) => status !== 'cancelled', 'Para cancelar un pedido indica el motivo')),
});

/** PUT /api/organizations/{id}/orders/{orderId}/client (CRM on): the client the order is for; null takes it off. */
export const orderClientBodySchema = z.strictObject({
  clientId: z.nullable(referenceIdSchema('Elige un cliente')),
});
export type OrderClientBody = z.infer<typeof orderClientBodySchema>;

/** POST /api/organizations/{id}/orders/{orderId}/diners: how many sit at the table now. */
export const dinersBodySchema = z.strictObject({ diners: dinersSchema });

/** POST /api/organizations/{id}/orders/{orderId}/move (Idempotency-Key): to another free table of its location. */
export const moveTableBodySchema = z.strictObject({ tableId: tableIdSchema });

/** POST /api/organizations/{id}/orders/{orderId}/merge (Idempotency-Key): the order of another table joins this one. */
export const mergeTablesBodySchema = z.strictObject({ orderId: documentIdSchema });

/**
 * POST /api/organizations/{id}/orders/{orderId}/split (Idempotency-Key): unpaid units of some lines go to a new order
 * at another free table (2 of 3 cañas: `{ lineId, quantity: 2 }`), with its diners when given.
 */
export const splitOrderBodySchema = z.strictObject({
  tableId: tableIdSchema,
  lines: z.array(z.strictObject({ lineId: lineIdSchema, quantity })).check(z.minLength(1), z.maxLength(100)),
  diners: z.optional(dinersSchema),
});
export type SplitOrderBody = z.infer<typeof splitOrderBodySchema>;

/** POST .../split answers both orders: what stayed at the table and the new one. */
export interface SplitResultBody {
  from: Order;
  to: Order;
}

export const PAYMENT_METHODS = ['cash', 'card', 'mixed'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Tenders other than cash and card, paid through the module that owns them (registered with the sales core's tender
 * registry): a gift voucher ('Bono regalo', promotions). A payment may be part tender, the rest cash or card.
 */
export const TENDER_KINDS = ['voucher'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];
export const MAX_PAYMENT_TENDERS = 3;

/** A tender used in a payment: what it paid, and what it refers to (the voucher's account) and shows on the ticket. */
export interface PaymentTender {
  kind: TenderKind;
  /** 'Bono regalo'. */
  label: string;
  /** The account or record the owning module knows it by (a voucher's account id). */
  reference: string;
  /** What the ticket prints of it: a voucher's code with all but its last group hidden ('····-····-9HTE'). */
  display: string;
  amountCents: number;
}

/** The most parts an even split takes (a long table of friends). */
export const MAX_SPLIT_PARTS = 30;

/**
 * POST /api/organizations/{id}/orders/{orderId}/payments (Idempotency-Key). What it pays, one of:
 * - nothing said: everything due;
 * - `lineIds`: those lines, whole; `lines`: lines with the units paid now (two of three cañas: the line is split in
 *   the payment's transaction into the part paid and the part left);
 * - `split`: part `part` of an even split in `parts` (see settleEvenPart; the part is named so a retry of a part
 *   already paid is refused instead of paying the next one).
 * Cash: `tendered` is what the customer hands over. Mixed: `card` is the part paid by card, the rest is cash.
 * `tip`: a tip added on the card (card or mixed only), kept apart from the sale.
 */
export const paymentBodySchema = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS),
    tendered: z.optional(eurosSchema),
    card: z.optional(eurosSchema),
    lineIds: z.optional(z.array(lineIdSchema).check(z.minLength(1), z.maxLength(100))),
    lines: z.optional(
      z.array(z.strictObject({ lineId: lineIdSchema, quantity })).check(z.minLength(1), z.maxLength(100)),
    ),
    split: z.optional(
      z.strictObject({ parts: countSchema(2, MAX_SPLIT_PARTS), part: countSchema(1, MAX_SPLIT_PARTS) }).check(
        z.superRefine((split, ctx) => {
          if (split.part > split.parts)
            ctx.issues.push({ code: 'custom', message: 'La parte no existe', path: ['part'], input: split.part });
        }),
      ),
    ),
    tip: z.optional(eurosSchema),
    /**
     * Issue 17: parts paid by other tenders (a gift voucher by its code), each with its amount; `method` pays the
     * rest (nothing left: any method, its amount 0).
     */
    tenders: z.optional(
      z
        .array(z.strictObject({ kind: z.enum(TENDER_KINDS), code: requiredText(40), amount: eurosSchema }))
        .check(z.minLength(1), z.maxLength(MAX_PAYMENT_TENDERS)),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      const ways = [body.lineIds, body.lines, body.split].filter((way) => way !== undefined);
      if (ways.length > 1)
        ctx.issues.push({
          code: 'custom',
          message: 'Elige una forma de dividir la cuenta',
          path: [body.split ? 'split' : 'lines'],
          input: body,
        });
      if (body.tip !== undefined && body.method === 'cash')
        ctx.issues.push({
          code: 'custom',
          message: 'La propina solo se añade con tarjeta',
          path: ['tip'],
          input: body.tip,
        });
    }),
  );
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
  /** A manager's PIN typed at the till when the one acting may not authorise a refund alone (as voids). */
  managerPin: z.optional(pinSchema),
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

/**
 * POST /api/organizations/{id}/orders/quick-sale (Idempotency-Key): a counter sale with no table and no kitchen (the
 * bar's coffee), created and paid in one transaction; the payment takes what is due (cash exact unless `tendered`).
 */
export const quickSaleBodySchema = z.strictObject({
  module: z._default(z.enum(SELLING_MODULES), 'restaurant'),
  locationId: documentIdSchema,
  lines: z.array(lineInputSchema).check(z.minLength(1, 'Añade algo a la venta'), z.maxLength(100)),
  payment: z.strictObject({
    method: z.enum(PAYMENT_METHODS),
    tendered: z.optional(eurosSchema),
    card: z.optional(eurosSchema),
  }),
});
export type QuickSaleBody = z.infer<typeof quickSaleBodySchema>;

/**
 * A ticket's number as typed: 'T-000123', 'T-R000007' (rectifying), a till device's 'T-2-000123', or the number
 * alone ('123').
 */
const TICKET_NUMBER = /^(?:[A-Za-z0-9]{1,6}(?:-\d{1,4})?-R?)?(\d{1,12})$/;
export const ticketNumberOf = (code: string): number => Number(TICKET_NUMBER.exec(code.trim())?.[1]);

/**
 * GET /api/organizations/{id}/tickets?locationId=&date=&code=&table=&amount=&employee=: a location's tickets, newest
 * first. `code` matches the ticket's number (of either series); `table` a table's id, and empty the tickets with no
 * table (takeaways, quick sales); `amount` the total in euros; `employee` who served (a StaffRef id).
 */
export const ticketListQuerySchema = z.extend(listQuerySchema, {
  locationId: documentIdSchema,
  date: z.optional(dateKeySchema),
  code: z.optional(z.string().check(z.regex(TICKET_NUMBER, 'Escribe el número del ticket (123 o T-000123)'))),
  table: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'La mesa no es válida'))),
  amount: z.optional(eurosSchema),
  employee: z.optional(z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,140}$/, 'El empleado no es válido'))),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** GET .../tickets/{code}: the ticket and the order it came from (null for tickets stored before issue 14). */
export interface TicketDetail {
  ticket: Ticket;
  order: Order | null;
}

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
  /**
   * Issue 14 (till reports): the menu category it sells under, as the selling module names it ('Carnes', 'Menú del
   * día'); '' for discounts and for lines stored before it existed.
   */
  category: string;
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
  /** Issue 14: the part of an even split it is (null: a payment of lines). Older payments lack it (null). */
  split: EvenSplitPart | null;
  /**
   * Issue 14: a tip added on the card (card or the card part of mixed), on top of cardCents. Not a sale: never in
   * amountCents, the order's totals or the VAT figures; the till's reports add it up per employee. Older: 0.
   */
  tipCents: number;
  /** Who took the payment (issue 14); null on payments stored before the staff switch. */
  employee: StaffRef | null;
  /** Issue 14: the till session it was taken in ('' for payments stored before tills existed). */
  tillSessionId: string;
  /**
   * Issue 17: the parts paid by other tenders (a gift voucher), in amountCents besides cashCents and cardCents.
   * Absent on payments without any (and on those stored before).
   */
  tenders?: PaymentTender[];
}

/**
 * One part of an even split: the amount due when the split started (`billCents`) shared out in `parts` (see
 * splitEvenly); `id` is the id of the first part's payment, which settled the lines.
 */
export interface EvenSplitPart {
  id: string;
  part: number;
  parts: number;
  billCents: number;
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
  /**
   * Issue 17: what went back to other tenders (a voucher's balance), first of all, by payment and tender; absent
   * without any.
   */
  tenders?: (Omit<PaymentTender, 'label' | 'display'> & { paymentId: string })[];
  /** The rectifying ticket, and the tickets of the payments it corrects. */
  ticketCode: string;
  rectifies: string[];
  reason: string;
  restocked: boolean;
  at: string;
  /** Issue 14: the till session the money went back from ('' for refunds stored before tills existed). */
  tillSessionId: string;
  /** Who gave the money back and the manager who authorised it (absent on refunds stored before). */
  by?: StaffRef;
  authorizedBy?: StaffRef;
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
  /** Tables (issue 14): how many sit at the table (null: not asked, a takeaway or an order from before). */
  diners: number | null;
  /** Tables (issue 14): the table changes it went through (moved, merged with another, split), oldest first. */
  tableMoves: TableMove[];
  // Issue 14's staff fields; orders stored before them read as null / [] (toOrder).
  /** Who opened the order (served the table). */
  employee: StaffRef | null;
  /** Lines (or units of them) voided after the kitchen had them: off the money, kept here with who and why. */
  voids: Void[];
  /** Why and by whom the order was cancelled; null unless it was. */
  cancellation: Cancellation | null;
  /**
   * Issue 14: the till sessions its payments and refunds were taken in (derived from them, see withTotals), so that a
   * till report finds its orders with one array-contains query.
   */
  tillSessionIds: string[];
  // Issue 14, tickets after the sale and quick sales; orders stored before read as [] and false (toOrder).
  /** The codes of the tickets it issued (payments and refunds): how a ticket of the history finds its order. */
  ticketCodes: string[];
  /** A quick sale (venta rápida): created and paid in one go at the counter, no table, never sent to the kitchen. */
  quick: boolean;
  /** Courses (issue 14): the courses held back from the kitchen until marched (stored orders without it: []). */
  heldCourses: number[];
  /**
   * CRM (issue 16): the client it is for, by the name they had when attached (PUT .../orders/{id}/client); null
   * without one, always while CRM is off. Orders stored before read as null (toOrder).
   */
  client: ClientRef | null;
  /**
   * Promotions (issue 17): the coupon applied (PUT .../orders/{id}/coupon) and its discount line; its use is
   * recorded by the payment that closes the order. Absent or null without one.
   */
  coupon?: AppliedCoupon | null;
}

/** A coupon applied to an order (its module priced it): the coupon, its code and the discount line it added. */
export interface AppliedCoupon {
  id: string;
  code: string;
  lineId: string;
}

/** A change of table of an order, kept on it: who did it and when, from which table to which. */
export interface TableMove {
  /**
   * 'move': the order went from `from` to `to`. 'merge': the order `otherOrderId` at `from` joined this one at `to`
   * (its lines and payments came with it). 'split': lines went from the order at `from` to the new order at `to`
   * (recorded on both; `otherOrderId` is the other one).
   */
  kind: 'move' | 'merge' | 'split';
  from: { id: string; name: string } | null;
  to: { id: string; name: string } | null;
  otherOrderId: string | null;
  /** The lines that came or went (their ids on the order that has them now). */
  lineIds: string[];
  paymentIds: string[];
  by: StaffRef;
  at: string;
}

/**
 * A sent line (or some of its units) taken off an order with a manager's say-so: a copy of the line as it was, the
 * units voided and their amount, the reason, who asked and who authorised. The kitchen board strikes it through.
 */
export interface Void {
  id: string;
  line: OrderLine;
  quantity: number;
  amountCents: number;
  reason: string;
  /** Whether its stock was given back (a dish not cooked yet) or left as sold (cooked, or thrown away). */
  restocked: boolean;
  by: StaffRef;
  authorizedBy: StaffRef;
  at: string;
  /** The till session open at the location when it was made (its Z lists it); null with none open. */
  tillSessionId?: string | null;
}

export interface Cancellation {
  reason: string;
  by: StaffRef;
  authorizedBy: StaffRef;
  at: string;
  /** The till session open at the location when it was cancelled (its Z lists the sent lines); null with none. */
  tillSessionId?: string | null;
}

/**
 * The Firestore document of an order (organizations/{orgId}/orders/{id}): the Order without its id, its times as
 * the SDK's Timestamp. Live screens (the kitchen board) read it directly.
 */
export type StoredOrder<Time> = Omit<Order, 'id' | 'createdAt' | 'updatedAt' | 'sentAt' | 'statusAt' | 'client'> & {
  /** Absent on orders that never had a client. */
  client?: ClientRef | null;
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
