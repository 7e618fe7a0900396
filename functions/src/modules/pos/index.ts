import type { ServerModule } from '../../platform/modules/server-module';
import { posRoutes } from './routes';

/** What the tills load (their catalogues); the selling itself is the sales core's. */
export const posModule: ServerModule = { type: 'pos', routers: [posRoutes] };
