import { screenPath } from '../../platform/routing/paths';

/** The promotions' screens: `routes.ts` declares them with these patterns, links are built with them. */
export const promotionsPaths = {
  /** search: { tab: 'cards' | 'vouchers' } opens that tab (coupons without one). */
  overview: screenPath('promotions'),
  card: screenPath('promotions/card/:id'),
  coupon: screenPath('promotions/coupon/:id'),
  voucher: screenPath('promotions/voucher/:id'),
};

export const CARDS_TAB = 'cards';
export const COUPONS_TAB = 'coupons';
export const VOUCHERS_TAB = 'vouchers';
