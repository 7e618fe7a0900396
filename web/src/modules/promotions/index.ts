/**
 * What promotions offers the tills (import the folder, never its files): the coupon field of an order, the client's
 * loyalty cards and rewards, and the gift voucher part of a payment. They are loaded with their texts the first time a
 * till shows them, never with the till's screen. Render them inside a Suspense boundary, and only with the promotions
 * module on.
 */
import { lazy } from 'react';
import i18n, { loadModuleMessages } from '../../i18n';

export const loadPromotionsMessages = () => loadModuleMessages('promotions', () => import('./i18n'));
/** The till's own texts, merged under `promotions.pos` once the module's are there (they are loaded once, by name). */
export const loadTillMessages = async () => {
  await loadPromotionsMessages();
  const texts = (await import('./pos/i18n')).default;
  i18n.addResourceBundle('es', 'translation', { promotions: { pos: texts } }, true, false);
};
const loadPos = () => Promise.all([import('./pos/till'), loadTillMessages()]).then(([till]) => till);

export const OrderCoupon = lazy(() => loadPos().then((m) => ({ default: m.OrderCoupon })));
export const SaleCoupon = lazy(() => loadPos().then((m) => ({ default: m.SaleCoupon })));
export const OrderRewards = lazy(() => loadPos().then((m) => ({ default: m.OrderRewards })));
export const VoucherTender = lazy(() => loadPos().then((m) => ({ default: m.VoucherTender })));
/** Issue 17: 'Bono regalo', a gift voucher sold as a line of the order (its own chunk: it opens a dialog). */
export const SellVoucher = lazy(() =>
  Promise.all([import('./pos/sell-voucher'), loadPromotionsMessages()]).then(([m]) => ({ default: m.SellVoucher })),
);
export type { VoucherPart } from './pos/types';
