import { randomUUID } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import type { LineInput, LineKind, ModuleType, OrderLine } from '@plataforma/domain';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';

/**
 * The sale-preparer registry: how the sales core sells lines of kinds it does not know. A module that sells
 * registers a preparer for its line kinds (the restaurant: dish, combo, dailyMenu); inside the sale's transaction the
 * preparer reads its own prices, availability and stock, answers priced lines, and the stock writes to make once
 * every read is done. The core never reads a module's collections, and a module never writes an order.
 */

export interface SaleContext {
  tx: Transaction;
  tenant: Tenant;
}

/**
 * Selling new lines: also the location of the order (the restaurant dates a dish's sell-out in its time zone) and
 * the order's id (the shop's stock movements name the sale they come from).
 */
export interface SellContext extends SaleContext {
  locationId: string;
  orderId: string;
}

/** Giving stock back: the order it was sold on and, for a refund, its rectifying ticket (stock movements name them). */
export interface RestockContext extends SaleContext {
  orderId: string;
  ticketCode: string | null;
}

/** What a preparer answers: the priced lines (in the order of its inputs) and the stock writes to make after. */
export interface PreparedLines {
  lines: OrderLine[];
  takeStock(tx: Transaction): void;
}

/** A line to give stock back for: `quantity` of the line's units (all of them, or the refunded ones). */
export interface Restock {
  line: OrderLine;
  quantity: number;
}

export interface SalePreparer<Input extends LineInput = LineInput> {
  /**
   * The module whose lines these are when it is not the order's own (promotions sells gift vouchers on any POS): an
   * order with such lines is not paid nor refunded while that module is off (403), since the module's paid-order
   * hook would not run.
   */
  module?: ModuleType;
  /** Reads (only reads) what the inputs refer to, prices them, checks stock. Field errors name `lines.{index}`. */
  prepare(ctx: SellContext, inputs: { index: number; input: Input }[]): Promise<PreparedLines>;
  /** Reads what the lines took from stock and answers the writes that give it back. */
  restock(ctx: RestockContext, items: Restock[]): Promise<(tx: Transaction) => void>;
}

const preparers = new Map<LineKind, SalePreparer>();

/** Called once by the module that sells these kinds (from its index, when the app loads it). */
export function registerSalePreparer<Kind extends LineKind>(
  kinds: readonly Kind[],
  preparer: SalePreparer<Extract<LineInput, { kind: Kind }>>,
): void {
  for (const kind of kinds) {
    if (preparers.has(kind)) throw new Error(`A sale preparer for '${kind}' lines is already registered`);
    preparers.set(kind, preparer as SalePreparer);
  }
}

/** The line kinds some module sells: a test checks every kind of the line schema has its preparer. */
export const registeredLineKinds = (): LineKind[] => [...preparers.keys()];

export function preparerOf(kind: LineKind): SalePreparer {
  const preparer = preparers.get(kind);
  if (!preparer) throw new Error(`No sale preparer registered for '${kind}' lines`);
  return preparer;
}

/** 403 when some line belongs to a module that is off (see SalePreparer.module). */
export function assertLineModules(tenant: Tenant, lines: readonly Pick<OrderLine, 'kind'>[]): void {
  for (const kind of new Set(lines.map((line) => line.kind))) {
    const module = preparers.get(kind)?.module;
    if (module) assertModuleEnabled(tenant, module);
  }
}

/** A short unique id for an order line. */
export const newLineId = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** What a preparer says of a line it sold; the rest has its default (no notes, no kitchen, not sent, not paid). */
export type SoldLine = Pick<
  OrderLine,
  'kind' | 'refId' | 'name' | 'quantity' | 'unitPriceCents' | 'vatRate' | 'details' | 'category'
> &
  Partial<Omit<OrderLine, 'id' | 'totalCents'>>;

/** A new order line as a preparer priced it: a fresh id, the defaults, and its total (price times quantity). */
export function soldLine(fields: SoldLine): OrderLine {
  return {
    id: newLineId(),
    notes: '',
    station: '',
    allergens: [],
    round: null,
    paymentId: null,
    consumes: [],
    course: 0,
    ...fields,
    totalCents: fields.unitPriceCents * fields.quantity,
  };
}
