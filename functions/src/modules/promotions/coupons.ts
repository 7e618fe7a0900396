import {
  codeKey,
  couponBodySchema,
  couponFieldsOf,
  DEFAULT_TIMEZONE,
  normaliseCouponCode,
  priceCoupon,
  todayIn,
  type Coupon,
  type CouponCart,
  type CouponFields,
} from '@plataforma/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { organizationCollection } from '../../platform/organizations/repository';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, tenantCollection } from '../../platform/resources/repository';
import type { CouponPricer } from '../orders';
import { codesOf, PROMOTIONS } from './collections';

type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponDoc = CouponFields & { uses: number };

const couponsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<CouponDoc>(tenant.organization.id, PROMOTIONS.coupons);
const usesOf = (tenant: Pick<Tenant, 'organization'>) =>
  organizationCollection<{ count: number }>(tenant.organization.id, PROMOTIONS.couponUses);

/**
 * organizations/{orgId}/promotionCoupons: coupons (issue 17). The code is unique in the organization regardless of
 * case: its key in promotionCodes is created in the coupon's own transaction (two coupons with one code at once: one
 * wins, the other gets 409). `uses` is the server's: a replace keeps it.
 */
export const coupons: ResourceDefinition<CouponBody, CouponDoc, Coupon> = {
  module: 'promotions',
  collection: PROMOTIONS.coupons,
  read: 'promotions.read',
  manage: 'promotions.manage',
  body: couponBodySchema,
  sortable: { code: 'code', createdAt: 'createdAt' },
  searchText: (doc) => `${doc.code} ${doc.name}`,
  toDoc: (body, { existing }) => ({ ...couponFieldsOf(body), uses: existing?.uses ?? 0 }),
  toDto: fromStored,
  async written(doc, { tx, tenant, ref, existing }) {
    const key = codesOf(tenant).doc(codeKey('coupon', doc.code));
    if (existing?.code === doc.code) return;
    const taken = await tx.get(key);
    if (taken.exists && taken.data()!.accountId !== ref.id)
      throw new ApiError('coupon-code-taken', { code: 'Ya hay un cupón con este código' });
    if (existing) tx.delete(codesOf(tenant).doc(codeKey('coupon', existing.code)));
    tx.set(key, { accountId: ref.id });
  },
  async assertDeletable({ doc }) {
    // A used coupon stays, as the orders it discounted name it: end it with its last day or switch it off instead.
    if (doc.uses > 0)
      throw new ApiError('in-use', undefined, 'Este cupón ya se ha usado: desactívalo o cambia su fecha final');
  },
  removed({ tx, tenant, doc }) {
    tx.delete(codesOf(tenant).doc(codeKey('coupon', doc.code)));
    return Promise.resolve();
  },
};

/** The coupon of a code as typed, with its uses by the order's client, read in the transaction. */
async function readCoupon(tx: Transaction, tenant: Tenant, couponId: string, clientId: string | null) {
  const [coupon, byClient] = await Promise.all([
    tx.get(couponsOf(tenant).doc(couponId)),
    tx.get(usesOf(tenant).doc(`${couponId}_${clientId ?? '-'}`)),
  ]);
  if (!coupon.exists) throw new ApiError('coupon-not-found', { code: 'No hay ningún cupón con ese código' });
  return { doc: coupon.data()!, byClient: byClient.exists ? byClient.data()!.count : 0 };
}

const today = () => todayIn(DEFAULT_TIMEZONE);

/** Prices a coupon for an order; a refusal is the catalogue's error with its message on `code`. */
function priced(doc: CouponDoc, byClient: number, cart: CouponCart) {
  const result = priceCoupon(doc, { total: doc.uses, byClient }, cart);
  if (typeof result === 'string') throw new ApiError(result, { code: new ApiError(result).message });
  return result;
}

/**
 * How the sales core prices a coupon and records its use (registered with it: the core never imports promotions).
 * `use` reads the coupon again in the transaction of the payment that closes the order and checks every limit
 * there: twenty tills closing orders with a coupon of five uses at once get exactly five uses.
 */
export const couponPricer: CouponPricer = {
  async price({ tx, tenant }, typed, cart) {
    const code = normaliseCouponCode(typed);
    const key = await tx.get(codesOf(tenant).doc(codeKey('coupon', code)));
    if (!key.exists) throw new ApiError('coupon-not-found', { code: 'No hay ningún cupón con ese código' });
    const couponId = key.data()!.accountId;
    const { doc, byClient } = await readCoupon(tx, tenant, couponId, cart.clientId);
    const { discountCents } = priced(doc, byClient, { ...cart, today: today() });
    return { couponId, code: doc.code, name: doc.name || `Cupón ${doc.code}`, discountCents };
  },
  async use({ tx, tenant }, couponId, cart) {
    const { doc, byClient } = await readCoupon(tx, tenant, couponId, cart.clientId);
    priced(doc, byClient, { ...cart, today: today() });
    return (write) => {
      write.update(couponsOf(tenant).doc(couponId), { uses: doc.uses + 1 });
      if (cart.clientId) write.set(usesOf(tenant).doc(`${couponId}_${cart.clientId}`), { count: byClient + 1 });
    };
  },
};
