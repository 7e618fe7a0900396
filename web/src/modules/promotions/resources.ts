/** Promotions' resources under /api/organizations/{id}/ (lists and editors go through platform/resources). */
export const COUPONS = 'promotions/coupons';
export const VOUCHERS = 'promotions/vouchers';
