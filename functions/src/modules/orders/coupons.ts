import type { Transaction } from 'firebase-admin/firestore';
import {
  isDiscount,
  isVoucherSale,
  type CouponCart,
  type ModuleType,
  type Order,
  type OrderLine,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { discountLine } from './discounts';
import type { OrderDoc } from './repository';
import { assertOpen, changeOrder, withNewLines, type OrderFields } from './sale';
import type { SaleContext } from './selling';

/**
 * The coupon registry: how the sales core takes a coupon code at the till without knowing coupons. The module that
 * owns them (promotions) registers a pricer; the core asks it to price a code for an order (a discount line the
 * server computes, never the client) and, in the transaction of the payment that closes the order, to check the
 * coupon's limits again and record the use.
 */
export interface CouponPricer {
  /** Reads the coupon of `code` and prices it for the cart; throws the catalogue's 400/409 when it does not apply. */
  price(
    ctx: SaleContext,
    code: string,
    cart: Omit<CouponCart, 'today'>,
  ): Promise<{ couponId: string; code: string; name: string; discountCents: number }>;
  /** Reads the coupon again (reads only) and answers the writes that record one use; throws when it no longer applies. */
  use(ctx: SaleContext, couponId: string, cart: Omit<CouponCart, 'today'>): Promise<(tx: Transaction) => void>;
}

let registered: { module: ModuleType; pricer: CouponPricer } | undefined;

/** Called once by the module that owns coupons (from its index). */
export function registerCouponPricer(module: ModuleType, pricer: CouponPricer): void {
  if (registered) throw new Error('A coupon pricer is already registered');
  registered = { module, pricer };
}

function pricerFor(tenant: Tenant): CouponPricer {
  if (!registered) throw new ApiError('module-disabled');
  assertModuleEnabled(tenant, registered.module);
  return registered.pricer;
}

/** What a coupon is priced on: the order's goods lines (every one: a discount is capped at what is unpaid). */
const cartOf = (doc: OrderFields): Omit<CouponCart, 'today'> => ({
  module: doc.module,
  // Issue 17: never a gift voucher sold (a coupon does not reduce it).
  lines: doc.lines
    .filter((line) => !isDiscount(line) && !isVoucherSale(line))
    .map(({ refId, totalCents }) => ({ refId, totalCents })),
  clientId: doc.client?.id ?? null,
});

/** The order without its coupon's discount line (409 once a payment took it). */
function withoutCoupon(doc: OrderDoc): OrderFields {
  const lineId = doc.coupon?.lineId;
  const line: OrderLine | undefined = doc.lines.find((l) => l.id === lineId);
  if (line?.paymentId) throw new ApiError('coupon-line-paid');
  return { ...doc, lines: doc.lines.filter((l) => l.id !== lineId), coupon: null };
}

/** The order with the coupon of `code` priced on its lines (reads only): one discount line, and `coupon`. */
export async function withCoupon(ctx: SaleContext, doc: OrderFields, code: string): Promise<OrderFields> {
  const coupon = await pricerFor(ctx.tenant).price(ctx, code, cartOf(doc));
  const line = discountLine(coupon.name, coupon.discountCents);
  return { ...withNewLines(doc, [line]), coupon: { id: coupon.couponId, code: coupon.code, lineId: line.id } };
}

/** PUT .../orders/{orderId}/coupon: prices the code on the server and puts its discount on the order (one coupon). */
export function applyCoupon(tenant: Tenant, orderId: string, code: string): Promise<Order> {
  pricerFor(tenant);
  return changeOrder(tenant, orderId, async (tx, doc) => {
    assertOpen(doc);
    return withCoupon({ tx, tenant }, withoutCoupon(doc), code);
  });
}

/** DELETE .../orders/{orderId}/coupon: takes the coupon and its discount off an open order. */
export function removeCoupon(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    return withoutCoupon(doc);
  });
}

/**
 * In the transaction of the payment that closes an order: the coupon's use (reads first, answers the write), or
 * nothing for an order without one (or whose discount line was removed).
 */
export async function couponUse(
  tx: Transaction,
  tenant: Tenant,
  doc: OrderFields,
): Promise<((tx: Transaction) => void) | undefined> {
  const coupon = doc.coupon;
  if (!coupon || !doc.lines.some((line) => line.id === coupon.lineId) || !registered) return undefined;
  return registered.pricer.use({ tx, tenant }, coupon.id, cartOf(doc));
}
