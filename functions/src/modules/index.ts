import type { ServerModule } from '../platform/modules/server-module';
import { analyticsModule } from './analytics';
import { beautyModule } from './beauty';
import { configurationModule } from './configuration';
import { crmModule } from './crm';
import { ecommerceModule } from './ecommerce';
import { elearningModule } from './elearning';
import { ordersModule } from './orders';
import { posModule } from './pos';
import { promotionsModule } from './promotions';
import { restaurantModule } from './restaurant';

/** Every business module of the functions layer, in one list: the app mounts their routers from here. */
export const SERVER_MODULES: readonly ServerModule[] = [
  configurationModule,
  restaurantModule,
  ordersModule,
  posModule,
  crmModule,
  promotionsModule,
  beautyModule,
  ecommerceModule,
  elearningModule,
  analyticsModule,
];
