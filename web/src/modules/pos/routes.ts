import type { ModuleRoutes } from '../../platform/routing/module-routes';
import { posPaths } from './paths';

/** The till's screens also show the restaurant's allergen names: its texts load with them. */
const withRestaurantTexts = async <T>(page: Promise<T>, ...others: Promise<unknown>[]) =>
  (await Promise.all([page, import('../restaurant').then((m) => m.loadRestaurantMessages()), ...others]))[0];

/** The order screen offers the CRM's client picker: its texts too. */
const crmTexts = () => import('../crm').then((m) => m.loadCrmMessages());

/** The salon till's own texts, under `pos.beauty`, merged once the module's are there (they load once, by name). */
const beautyTillTexts = async () => {
  const { default: i18n, loadModuleMessages } = await import('../../i18n');
  await loadModuleMessages('pos', () => import('./i18n'));
  i18n.addResourceBundle(
    'es',
    'translation',
    { pos: { beauty: (await import('./beauty/i18n')).default } },
    true,
    false,
  );
};

/** The shop counter's own texts, under `pos.ecommerce`, merged as the salon's are. */
const shopTillTexts = async () => {
  const { default: i18n, loadModuleMessages } = await import('../../i18n');
  await loadModuleMessages('pos', () => import('./i18n'));
  i18n.addResourceBundle(
    'es',
    'translation',
    { pos: { ecommerce: (await import('./ecommerce/i18n')).default } },
    true,
    false,
  );
};

/** The academy till's own texts, under `pos.elearning`, merged as the salon's are. */
const academyTillTexts = async () => {
  const { default: i18n, loadModuleMessages } = await import('../../i18n');
  await loadModuleMessages('pos', () => import('./i18n'));
  i18n.addResourceBundle(
    'es',
    'translation',
    { pos: { elearning: (await import('./elearning/i18n')).default } },
    true,
    false,
  );
};

/** One till per selling module: each is listed and opens only where the organization has that module. */
export const posRoutes: ModuleRoutes = {
  module: 'pos',
  messages: () => import('./i18n'),
  screens: [
    {
      path: posPaths.beauty.pattern,
      screen: 'pos.beauty',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'beauty',
      load: async () => (await Promise.all([import('./beauty/BeautyTillPage'), crmTexts(), beautyTillTexts()]))[0],
    },
    {
      path: posPaths.ecommerce.pattern,
      screen: 'pos.ecommerce',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'ecommerce',
      load: async () => (await Promise.all([import('./ecommerce/EcommerceTillPage'), crmTexts(), shopTillTexts()]))[0],
    },
    {
      path: posPaths.ecommerceOrder.pattern,
      screen: 'pos.ecommerceOrder',
      layout: 'fullpage',
      requires: 'ecommerce',
      load: async () => (await Promise.all([import('./ecommerce/ParkedSalesPage'), shopTillTexts()]))[0],
    },
    {
      path: posPaths.elearning.pattern,
      screen: 'pos.elearning',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'elearning',
      load: async () =>
        (await Promise.all([import('./elearning/ElearningTillPage'), crmTexts(), academyTillTexts()]))[0],
    },
    {
      path: posPaths.restaurant.pattern,
      screen: 'pos.restaurant',
      layout: 'fullpage',
      inSidebar: true,
      requires: 'restaurant',
      load: () => withRestaurantTexts(import('./restaurant/pages/TablesPage')),
    },
    {
      path: posPaths.restaurantOrder.pattern,
      screen: 'pos.restaurantOrder',
      layout: 'fullpage',
      requires: 'restaurant',
      load: () => withRestaurantTexts(import('./restaurant/pages/OrderPage'), crmTexts()),
    },
    { path: posPaths.till.pattern, screen: 'pos.till', layout: 'fullpage', load: () => import('./till/TillPage') },
    {
      path: posPaths.restaurantQuick.pattern,
      screen: 'pos.restaurantQuick',
      layout: 'fullpage',
      load: () => withRestaurantTexts(import('./restaurant/pages/QuickSalePage')),
    },
    {
      path: posPaths.tickets.pattern,
      screen: 'pos.tickets',
      layout: 'fullpage',
      load: () => import('./tickets/TicketsPage'),
    },
  ],
};
