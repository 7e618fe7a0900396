import 'i18next';
import type { Catalogue } from './es';
import type analytics from '../modules/analytics/i18n';
import type beauty from '../modules/beauty/i18n';
import type configuration from '../modules/configuration/i18n';
import type crm from '../modules/crm/i18n';
import type ecommerce from '../modules/ecommerce/i18n';
import type ecommerceStock from '../modules/ecommerce/stock-i18n';
import type elearning from '../modules/elearning/i18n';
import type elearningEnrolments from '../modules/elearning/enrolments/i18n';
import type orders from '../modules/orders/i18n';
import type ordersItems from '../modules/orders/items/i18n';
import type pos from '../modules/pos/i18n';
import type posBeauty from '../modules/pos/beauty/i18n';
import type posEcommerce from '../modules/pos/ecommerce/i18n';
import type posElearning from '../modules/pos/elearning/i18n';
import type promotions from '../modules/promotions/i18n';
import type promotionsTill from '../modules/promotions/pos/i18n';
import type restaurant from '../modules/restaurant/i18n';
import type importTexts from '../platform/import/i18n';
import type mediaTexts from '../platform/media/i18n';
import type modifierGroupTexts from '../platform/modifier-groups/i18n';

/** Module catalogues are loaded with their screens (see `messages` in module routes), but typed like the rest. */
interface ModuleCatalogues {
  analytics: typeof analytics;
  beauty: typeof beauty;
  configuration: typeof configuration;
  crm: typeof crm;
  /** The stock's texts are merged in by the screens and dialogs that show them. */
  ecommerce: typeof ecommerce & typeof ecommerceStock;
  elearning: typeof elearning;
  /** The salon's, the shop's and the academy's till texts are merged under `pos.beauty`, `pos.ecommerce` and
   * `pos.elearning` when their screens load. */
  pos: typeof pos & { beauty: typeof posBeauty; ecommerce: typeof posEcommerce; elearning: typeof posElearning };
  /** The course page's students and attendance tabs (elearning/enrolments), loaded with them. */
  elearningEnrolments: typeof elearningEnrolments;
  /** The till's texts of promotions are merged under `promotions.pos` when its till pieces load. */
  promotions: typeof promotions & { pos: typeof promotionsTill };
  restaurant: typeof restaurant;
  /** The item picker's texts are merged under `orders.items` when it loads. */
  orders: typeof orders & { items: typeof ordersItems };
}

/** Texts of platform pieces that only some screens show, added when the piece loads (e.g. platform/media/i18n.ts). */
interface PieceCatalogues {
  import: typeof importTexts;
  media: typeof mediaTexts;
  modifierGroups: typeof modifierGroupTexts;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue & ModuleCatalogues & PieceCatalogues };
  }
}
