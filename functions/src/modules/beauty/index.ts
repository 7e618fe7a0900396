import type { ServerModule } from '../../platform/modules/server-module';
import { registerClientReferences } from '../crm';
import { appointmentClientReferences } from './appointments/clients';
import { appointmentRoutes } from './appointments/routes';
import { beautyRoutes } from './routes';

/** Beauty: the salon's catalogue and its appointment book (routes); the POS builds on them. */
export const beautyModule: ServerModule = { type: 'beauty', routers: [beautyRoutes, appointmentRoutes] };

registerClientReferences('beauty', appointmentClientReferences);
