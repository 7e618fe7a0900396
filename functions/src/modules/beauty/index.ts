import type { ServerModule } from '../../platform/modules/server-module';
import { beautyRoutes } from './routes';

/** Beauty: the salon's catalogue (routes); the appointment book and its POS build on it. */
export const beautyModule: ServerModule = { type: 'beauty', routers: [beautyRoutes] };
