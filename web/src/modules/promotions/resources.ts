/** Promotions' resources under /api/organizations/{id}/ (lists and editors go through platform/resources). */
export const COUPONS = 'promotions/coupons';
export const VOUCHERS = 'promotions/vouchers';
/** Loyalty programs; a program's cards are `${CARDS}/{id}/members`. */
export const CARDS = 'promotions/cards';
export const membersOf = (programId: string) => `${CARDS}/${encodeURIComponent(programId)}/members`;
