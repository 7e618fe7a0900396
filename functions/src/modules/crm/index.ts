import type { ServerModule } from '../../platform/modules/server-module';
import { crmRoutes } from './routes';

/** CRM: clients, companies, reviews and each client's timeline (routes). */
export const crmModule: ServerModule = { type: 'crm', routers: [crmRoutes] };

/**
 * What other modules may use of CRM: the timeline writer (called in their own transaction), a client by id as
 * their records keep it, and the registration of their records of clients (merge, erase, export, delete).
 */
export { writeTimelineEntry, type TimelineInput } from './timeline';
export { readClientRef } from './clients';
export { registerClientReferences, type ClientReferences } from './references';
/** What the analytics' CRM report reads of the clients and reviews (counts and short lists by indexed queries). */
export { birthdaysIn, clientsByTag, countClientsCreated, reviewsByMonth } from './figures';
