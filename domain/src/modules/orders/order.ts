import { formatCents, type VatRate } from '../../platform/money';
import type { ClientRef } from '../crm';
import type { Allergen } from '../restaurant';
import type { LineKind } from './schemas';
import type { OrderStatus } from './statuses';
import type { Ticket, TicketLoyalty } from './ticket';
import type { Totals } from './totals';

/*
 * What an order is (its lines, payments, refunds) and the constants and helpers screens use with it, apart from the
 * request schemas (schemas.ts): a screen that only shows or sells orders loads no zod.
 */

/**
 * A line's detail as shown beside the line: 'Al punto', 'Patatas (+1,50 €)', 'Sin queso (-0,50 €)'. The label is the
 * option's name alone and the delta is added here, once, wherever it is shown (the till's lines, the ticket).
 */
export function lineDetailText(detail: OrderLine['details'][number]): string {
  if (detail.priceDeltaCents === 0) return detail.label;
  const sign = detail.priceDeltaCents > 0 ? '+' : '-';
  return `${detail.label} (${sign}${formatCents(Math.abs(detail.priceDeltaCents))})`;
}

/** Modules that sell through the sales core (the restaurant first; beauty and e-commerce later). */
export const SELLING_MODULES = ['restaurant', 'beauty', 'ecommerce', 'elearning'] as const;
export type SellingModule = (typeof SELLING_MODULES)[number];

export const MAX_LINE_QUANTITY = 99;

/** Every line kind the sales core accepts; each needs a sale preparer registered by the module that sells it. */
export const LINE_KINDS = [
  'dish',
  'combo',
  'dailyMenu',
  'discount',
  'voucher',
  'service',
  'pack',
  'product',
  'productPack',
  'elearningCourse',
  'elearningPack',
] as const satisfies readonly LineKind[];
// Compile-time check that LINE_KINDS lists every kind of the schema.
const _everyKind: Record<LineKind, true> = {
  dish: true,
  combo: true,
  dailyMenu: true,
  discount: true,
  voucher: true,
  service: true,
  pack: true,
  product: true,
  productPack: true,
  elearningCourse: true,
  elearningPack: true,
};
void _everyKind;

export const MAX_DINERS = 99;

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
 * A ticket's number as typed: 'T-000123', 'T-R000007' (rectifying), a till device's 'T-2-000123', or the number
 * alone ('123').
 */
export const TICKET_NUMBER = /^(?:[A-Za-z0-9]{1,6}(?:-\d{1,4})?-R?)?(\d{1,12})$/;
export const ticketNumberOf = (code: string): number => Number(TICKET_NUMBER.exec(code.trim())?.[1]);

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
  /**
   * Issue 17: a gift voucher sold as this line ('voucher' lines only): its code, drawn when the line was added and
   * printed on the ticket, and its last valid day. Promotions issues it with that code when the order is paid.
   */
  voucher?: { code: string; expiresOn: string | null };
  /** Issue 18 (beauty): what a service line took from the materials' stock, its quantity included. */
  materials?: { materialId: string; quantity: number }[];
  /** Issue 18: the employee who does the service, and the appointment it charges. */
  employeeId?: string;
  appointmentId?: string;
  /** Issue 18: the client's pack session (a ledger 'sessions' account) that pays this service line (0 €). */
  session?: { accountId: string };
  /**
   * Issue 18: a pack sold as this line: one sessions account per item is opened for the order's client when the order
   * is paid, each session worth `unitValueCents` (the pack's price shared out by the items' list prices).
   */
  pack?: {
    packId: string;
    expiresOn: string;
    items: { serviceId: string; name: string; sessions: number; unitValueCents: number }[];
  };
  /** Issue 19 (e-commerce): the variant of a 'product' line (its label, 'M / Rojo', is the line's first detail). */
  variantId?: string;
  /** Issue 19: the SKU of the product or variant ('' without one), for the picking list and the ticket. */
  sku?: string;
  /**
   * Issue 19: what the line took from the shop's stock items, for all its units (a pack: each component's), given
   * back by a refund with restocking (a share of it for some units).
   */
  stockTaken?: { stockId: string; quantity: number }[];
  /**
   * Issue 20 (e-learning): the courses an 'elearningCourse' line (one) or 'elearningPack' line (each of the pack's)
   * enrols the order's client in when the order is paid, as they were sold; a refund cancels those enrolments.
   */
  enrols?: { courseId: string; title: string }[];
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
  /**
   * Promotions (issue 17): a loyalty reward redeemed on the order (PUT .../orders/{id}/reward) and its discount
   * line; its points are spent by the payment that closes the order. Absent or null without one.
   */
  reward?: AppliedReward | null;
  /**
   * Promotions (issue 17): what the payment that closed the order did on the client's loyalty cards (points or
   * stamps earned and spent, the balance after), written in that transaction; the ticket shows it. Absent when
   * nothing moved (no client, no card, nothing earned).
   */
  loyalty?: LoyaltyOutcome[];
  /**
   * Analytics (issue 24): the kitchen rounds as the board marked them ready (sent and ready moments), for the kitchen
   * times by station. Absent on orders never marked ready (and on those stored before).
   */
  kitchenRounds?: KitchenRound[];
}

/** A round of an order that went from sent to ready in the kitchen. */
export interface KitchenRound {
  round: number;
  sentAt: string;
  readyAt: string;
}

/** One loyalty card's movement by a paid order, as the ticket prints it ('Puntos ganados: 12 · Saldo: 140'). */
export interface LoyaltyOutcome extends TicketLoyalty {
  accountId: string;
}

/** A loyalty reward on an order: the card (account) it spends from, the reward and the discount line it added. */
export interface AppliedReward {
  accountId: string;
  rewardId: string;
  lineId: string;
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
