import type { ServerModule } from '../../platform/modules/server-module';
import { registerItemSearch, registerSalePreparer } from '../orders';
import { restaurantItemSearch } from './items';
import { restaurantRoutes } from './routes';
import { restaurantSalePreparer } from './sales';

/** The restaurant: its menu, combos and menú del día (routes), sold through the sales core. */
export const restaurantModule: ServerModule = { type: 'restaurant', routers: [restaurantRoutes] };
registerSalePreparer(['dish', 'combo', 'dailyMenu'], restaurantSalePreparer);
registerItemSearch('restaurant', restaurantItemSearch);

/** What other modules may use of the restaurant: its catalogue as a till loads it. */
export { restaurantPosCatalog } from './pos-catalog';
