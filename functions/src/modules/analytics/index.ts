import type { ServerModule } from '../../platform/modules/server-module';
import { registerFigureHooks } from './hooks';
import { analyticsReportRoutes } from './report-routes';
import { analyticsRoutes } from './routes';

/** Analytics: the figures of every sale and refund, kept at write time, and the dashboards that read them. */
export const analyticsModule: ServerModule = { type: 'analytics', routers: [analyticsRoutes, analyticsReportRoutes] };

registerFigureHooks();

/** For the modules that record figures of their own (the restaurant's sold-out dishes). */
export { recordFigureEvent } from './outbox';
/** For the event function (functions/src/index.ts) and the rebuild command. */
export { applyFigureEventSafely, applyPendingFigures } from './apply';
