import type { ServerModule } from '../../platform/modules/server-module';
import { analyticsRoutes } from './routes';

/** Analytics: the figures of every sale and refund, kept at write time, and the dashboards that read them. */
export const analyticsModule: ServerModule = { type: 'analytics', routers: [analyticsRoutes] };

/** For the modules that record figures of their own (the restaurant's sold-out dishes). */
export { recordFigureEvent } from './outbox';
