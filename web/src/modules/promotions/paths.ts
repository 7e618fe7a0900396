import { screenPath } from '../../platform/routing/paths';

/** The promotions' screens: `routes.ts` declares them with these patterns, links are built with them. */
export const promotionsPaths = {
  /** search: { tab: 'coupons' | 'vouchers' } opens that tab. */
  overview: screenPath('promotions'),
  card: screenPath('promotions/card/:id'),
  coupon: screenPath('promotions/coupon/:id'),
  voucher: screenPath('promotions/voucher/:id'),
};

export const COUPONS_TAB = 'coupons';
export const VOUCHERS_TAB = 'vouchers';
