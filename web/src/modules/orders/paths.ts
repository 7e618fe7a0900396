import { screenPath } from '../../platform/routing/paths';

/** The orders' screens (one board per selling module): `routes.ts` declares them with these patterns. */
export const ordersPaths = {
  beauty: screenPath('orders/beauty'),
  ecommerce: screenPath('orders/ecommerce'),
  /** The kitchen board. */
  restaurant: screenPath('orders/restaurant'),
  /** The VERI*FACTU billing records: search { chain, from, to }. */
  verifactu: screenPath('orders/verifactu'),
};
