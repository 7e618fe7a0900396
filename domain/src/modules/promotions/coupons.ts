import * as z from 'zod/mini';
import { eurosToCents } from '../../platform/money';
import { eurosSchema } from '../../platform/money-schemas';
import { MODULE_TYPES, type ModuleType } from '../../platform/module-types';
import { countSchema, idListSchema, optionalText, requiredText } from '../../platform/resources';
import { dateKeySchema } from '../../platform/date-key';
import { textSchema } from '../../platform/text';
import { normaliseCouponCode } from './codes';

/** A coupon's code as a person writes it: letters, digits, dashes (stored and matched upper-case). */
const couponCodeSchema = z
  .pipe(textSchema(30, 1), z.transform(normaliseCouponCode))
  .check(z.regex(/^[A-Z0-9][A-Z0-9-]{2,29}$/, 'El código lleva de 3 a 30 letras, números o guiones'));

/**
 * POST/PUT /api/organizations/{id}/promotions/coupons (managers): a code unique in the organization
 * (case-insensitive), a percentage or a fixed amount off, the days it is valid, how many times it may be used in
 * all and per client (0: no limit), the least the order must add up to, and what it applies to: the selling modules
 * (none: all) and the items (ids of what the lines sell, e.g. dishes; none: every line).
 */
export const couponBodySchema = z
  .strictObject({
    code: couponCodeSchema,
    name: optionalText(80),
    type: z.enum(['percentage', 'fixed']),
    /** Percentage: 1 to 100 (whole); fixed: euros. */
    value: eurosSchema,
    validFrom: z._default(z.nullable(dateKeySchema), null),
    validTo: z._default(z.nullable(dateKeySchema), null),
    maxUses: z._default(countSchema(0, 1_000_000), 0),
    maxUsesPerClient: z._default(countSchema(0, 1000), 0),
    minimum: z._default(eurosSchema, 0),
    modules: z._default(
      z.array(z.enum(MODULE_TYPES)).check(z.refine((m) => new Set(m).size === m.length, 'Hay módulos repetidos')),
      [],
    ),
    itemIds: idListSchema(100),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((body, ctx) => {
      const cents = eurosToCents(body.value);
      if (body.type === 'percentage' && (cents <= 0 || cents > 10_000 || cents % 100 !== 0))
        ctx.issues.push({ code: 'custom', message: 'El porcentaje va de 1 a 100', path: ['value'], input: body.value });
      if (body.type === 'fixed' && cents <= 0)
        ctx.issues.push({
          code: 'custom',
          message: 'El importe debe ser mayor que cero',
          path: ['value'],
          input: body.value,
        });
      if (body.validFrom && body.validTo && body.validTo < body.validFrom)
        ctx.issues.push({
          code: 'custom',
          message: 'La fecha final es anterior a la inicial',
          path: ['validTo'],
          input: body.validTo,
        });
    }),
  );
export type CouponBody = z.infer<typeof couponBodySchema>;

/**
 * A coupon as stored and answered: the body's `value` becomes `percent` (10 = 10 %) or `amountCents`, the other 0;
 * money in cents, as every answer of the API.
 */
export interface CouponFields {
  /** Upper-case, as matched. */
  code: string;
  name: string;
  type: 'percentage' | 'fixed';
  /** 1-100 for a percentage coupon, else 0. */
  percent: number;
  /** The amount off of a fixed coupon, else 0. */
  amountCents: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number;
  maxUsesPerClient: number;
  minimumCents: number;
  modules: ModuleType[];
  itemIds: string[];
  active: boolean;
}

export interface Coupon extends CouponFields {
  id: string;
  /** Orders paid with it so far. */
  uses: number;
  createdAt: string;
  updatedAt: string;
}

export function couponFieldsOf(body: CouponBody): CouponFields {
  return {
    code: body.code,
    name: body.name,
    type: body.type,
    percent: body.type === 'percentage' ? eurosToCents(body.value) / 100 : 0,
    amountCents: body.type === 'fixed' ? eurosToCents(body.value) : 0,
    validFrom: body.validFrom,
    validTo: body.validTo,
    maxUses: body.maxUses,
    maxUsesPerClient: body.maxUsesPerClient,
    minimumCents: eurosToCents(body.minimum),
    modules: body.modules,
    itemIds: body.itemIds,
    active: body.active,
  };
}

/** PUT .../orders/{orderId}/coupon: the code the customer gives. */
export const orderCouponBodySchema = z.strictObject({ code: requiredText(30) });

/** Why a coupon does not apply (each has its Spanish message in the error catalogue). */
export type CouponRefusal =
  'coupon-not-found' | 'coupon-expired' | 'coupon-exhausted' | 'coupon-not-applicable' | 'coupon-under-minimum';

/** What pricing a coupon needs of the order: its module and its goods lines (discounts left out). */
export interface CouponCart {
  module: ModuleType;
  lines: { refId: string; totalCents: number }[];
  /** The client attached (for the per-client limit), or null. */
  clientId: string | null;
  /** Today in the organization's calendar (YYYY-MM-DD). */
  today: string;
}

/** The uses so far, in all and by the order's client. */
export interface CouponUses {
  total: number;
  byClient: number;
}

/**
 * The discount a coupon gives an order (cents, positive), or why it does not apply. The base is the lines it
 * applies to (all of them, or the listed items'); the minimum is checked against the whole order. A fixed amount
 * never exceeds its base. A coupon limited per client needs a client on the order.
 */
export function priceCoupon(
  coupon: CouponFields,
  uses: CouponUses,
  cart: CouponCart,
): { discountCents: number } | CouponRefusal {
  if (!coupon.active) return 'coupon-not-found';
  if ((coupon.validFrom && cart.today < coupon.validFrom) || (coupon.validTo && cart.today > coupon.validTo))
    return 'coupon-expired';
  if (coupon.maxUses > 0 && uses.total >= coupon.maxUses) return 'coupon-exhausted';
  if (coupon.maxUsesPerClient > 0 && (cart.clientId === null || uses.byClient >= coupon.maxUsesPerClient))
    return cart.clientId === null ? 'coupon-not-applicable' : 'coupon-exhausted';
  if (coupon.modules.length > 0 && !coupon.modules.includes(cart.module)) return 'coupon-not-applicable';
  const items = new Set(coupon.itemIds);
  const base = cart.lines
    .filter((line) => items.size === 0 || items.has(line.refId))
    .reduce((sum, line) => sum + line.totalCents, 0);
  if (base <= 0) return 'coupon-not-applicable';
  const total = cart.lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (total < coupon.minimumCents) return 'coupon-under-minimum';
  const discountCents =
    coupon.type === 'percentage' ? Math.round((base * coupon.percent) / 100) : Math.min(coupon.amountCents, base);
  return { discountCents };
}
