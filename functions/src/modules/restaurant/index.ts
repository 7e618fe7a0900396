import type { ServerModule } from '../../platform/modules/server-module';
import { registerSalePreparer } from '../orders';
import { restaurantRoutes } from './routes';
import { restaurantSalePreparer } from './sales';

/** The restaurant: its menu, combos and menú del día (routes), sold through the sales core. */
export const restaurantModule: ServerModule = { type: 'restaurant', routers: [restaurantRoutes] };
registerSalePreparer(['dish', 'combo', 'dailyMenu'], restaurantSalePreparer);

/** What other modules may use of the restaurant: its catalogue as a till loads it. */
export { restaurantPosCatalog } from './pos-catalog';
