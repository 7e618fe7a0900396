import { collectionNames, type ModuleCollections } from '../../platform/collections';

/** The promotions module's collections under organizations/{orgId}/, all read and written through the API only. */
export const PROMOTIONS_TENANT_COLLECTIONS = {
  /**
   * One account per gift voucher, loyalty card or pack of sessions: `{ kind, balance, code?, clientId?, ... }`. The
   * balance is the sum of its movements, written with each movement (ARCHITECTURE.md, "Money owed to customers").
   */
  accounts: { name: 'promotionAccounts', client: 'api' },
  /**
   * The ledger: one immutable document per movement, `{ accountId, kind, units, balanceAfter, cause, at }`. Flat
   * (not a subcollection) so that the liability at a date is one query on `at` across accounts; nothing updates or
   * deletes a movement (no route does, and client writes are denied).
   */
  movements: { name: 'promotionMovements', client: 'api' },
  /**
   * promotionCodes/{normalised code}: `{ accountId }` (or a coupon's id later), created in the transaction that
   * issues the code: a code is unique in the organization even for two issues at once, and a lookup is one read.
   */
  codes: { name: 'promotionCodes', client: 'api' },
  /** Coupons: `{ code, type, value, limits..., uses }`; `uses` counts the orders paid with it (see couponUses). */
  coupons: { name: 'promotionCoupons', client: 'api' },
  /**
   * couponUses/{couponId}_{clientId}: `{ count }`, the orders of a client paid with a coupon, written in the
   * payment's transaction that closes the order (the per-client limit).
   */
  couponUses: { name: 'promotionCouponUses', client: 'api' },
  /**
   * Loyalty programs ("tarjetas"): `{ name, kind: 'points'|'stamps', pointsPerEuro, pointValueCents, rewards, active }`.
   * A client's card is a 'points' account with `programId`; its key `promotionCodes/card-{programId}_{clientId}`
   * keeps one card per client and program.
   */
  programs: { name: 'promotionPrograms', client: 'api' },
} as const satisfies ModuleCollections;

export const PROMOTIONS_COLLECTIONS = collectionNames(PROMOTIONS_TENANT_COLLECTIONS);
