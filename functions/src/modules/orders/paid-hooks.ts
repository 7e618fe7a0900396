import type { Transaction } from 'firebase-admin/firestore';
import type { ClientRef, LoyaltyOutcome, ModuleType, Order, OrderLine, Payment, Refund } from '@plataforma/domain';
import { hasModule } from '../../platform/organizations/tenant-router';
import type { SaleContext } from './selling';

/**
 * The paid-order registry: what other modules do when an order becomes 'cobrado' (promotions: a loyalty card earns
 * points). The core never imports them: in the payment's transaction that closes the order, each hook of an enabled
 * module reads what it needs (reads only) and answers its writes, written with the payment's. An order is closed
 * once, and a retried payment answers its first result (the Idempotency-Key), so a hook runs once per order.
 */
export interface PaidOrder {
  orderId: string;
  module: ModuleType;
  clientId: string | null;
  /** The order's client as attached (null without one). */
  client: ClientRef | null;
  /** Every line of the order (a gift voucher sold as a line is issued when its order is paid). */
  lines: OrderLine[];
  payments: Payment[];
  /** What was paid in money: the payments without the parts other tenders (a gift voucher) paid. */
  moneyCents: number;
  /** The ticket of the payment that closed the order. */
  ticketCode: string;
  paymentId: string;
  /** A loyalty reward on the order (PUT .../orders/{id}/reward), whose points this payment spends; else null. */
  reward: { accountId: string; rewardId: string } | null;
  /** The whole order as it is once paid (totals, payments, location, table...): analytics counts it. */
  order: Order;
}

/** A refund of a paid order: what its money part was, and the order's money paid and refunded so far (with it). */
export interface RefundedOrder {
  orderId: string;
  refundId: string;
  ticketCode: string;
  /** The lines it gives back and how many units of each. */
  lines: { line: OrderLine; quantity: number }[];
  /** This refund's money part (without what went back to a gift voucher). */
  moneyCents: number;
  /** The order's money paid, and refunded with this refund included. */
  paidMoneyCents: number;
  refundedMoneyCents: number;
  /** The order with this refund, and the refund as made (analytics counts it on its own day). */
  order: Order;
  refund: Refund;
}

type Writes = ((tx: Transaction) => void) | undefined;

/** A hook's answer to a paid order: its writes, and what the order keeps of it for the ticket (see Order.loyalty). */
export interface PaidOrderEffect {
  write: (tx: Transaction) => void;
  loyalty?: LoyaltyOutcome[];
}

export interface PaidOrderHook {
  /** The order was paid in full now: reads, then answers the writes (or nothing). */
  paid(ctx: SaleContext, order: PaidOrder): Promise<PaidOrderEffect | undefined>;
  /** A part of a paid order was refunded: reverse what that part brought (reads, then the writes). */
  refunded(ctx: SaleContext, refund: RefundedOrder): Promise<Writes>;
}

const hooks: { module: ModuleType; hook: PaidOrderHook; always: boolean }[] = [];

/**
 * Called once by a module (from its index). A hook runs while its module is on; `always`: whatever the modules
 * (analytics keeps the figures of every sale, so that turning it on shows the business's past).
 */
export function registerPaidOrderHook(module: ModuleType, hook: PaidOrderHook, options?: { always: boolean }): void {
  hooks.push({ module, hook, always: options?.always ?? false });
}

const runs = (ctx: SaleContext, { module, always }: { module: ModuleType; always: boolean }) =>
  always || hasModule(ctx.tenant, module);

/** The money part of payments or refunds (the gift-voucher parts are money the business already owed). */
export const moneyPaidCents = (moves: { amountCents: number; tenders?: { amountCents: number }[] }[]) =>
  moves.reduce(
    (sum, move) =>
      sum + move.amountCents - (move.tenders ?? []).reduce((parts, tender) => parts + tender.amountCents, 0),
    0,
  );

/** Runs the paid hooks of the enabled modules (reads), answering their writes in order and the order's loyalty. */
export async function paidOrderEffects(ctx: SaleContext, order: PaidOrder) {
  const writes: ((tx: Transaction) => void)[] = [];
  const loyalty: LoyaltyOutcome[] = [];
  for (const registered of hooks) {
    if (!runs(ctx, registered)) continue;
    const effect = await registered.hook.paid(ctx, order);
    if (effect) writes.push(effect.write);
    loyalty.push(...(effect?.loyalty ?? []));
  }
  return { writes, loyalty };
}

/** Runs the refund hooks of the enabled modules (reads), answering their writes in order. */
export async function refundedOrderWrites(
  ctx: SaleContext,
  refund: RefundedOrder,
): Promise<((tx: Transaction) => void)[]> {
  const writes: ((tx: Transaction) => void)[] = [];
  for (const registered of hooks) {
    if (!runs(ctx, registered)) continue;
    const write = await registered.hook.refunded(ctx, refund);
    if (write) writes.push(write);
  }
  return writes;
}
