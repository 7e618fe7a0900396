import type { ServerModule } from '../../platform/modules/server-module';
import { registerClientReferences } from '../crm';
import { registerItemSearch, registerPaidOrderHook, registerSalePreparer } from '../orders';
import { enrolmentClientReferences } from './enrolments/clients';
import { elearningRoutes } from './routes';
import { elearningItemSearch } from './selling/items';
import { elearningOnPaidOrders } from './selling/paid-hooks';
import { elearningSalePreparer } from './selling/sales';

/**
 * E-learning (issue 20): the academy's catalogue (course categories, courses with their calendar and syllabus, packs),
 * its enrolments (attendance, progress, certificates); its courses and packs sold through the sales core.
 */
export const elearningModule: ServerModule = { type: 'elearning', routers: [elearningRoutes] };
registerClientReferences('elearning', enrolmentClientReferences);
registerItemSearch('elearning', elearningItemSearch);
registerSalePreparer(['elearningCourse', 'elearningPack'], elearningSalePreparer);
registerPaidOrderHook('elearning', elearningOnPaidOrders);

/** What other modules may use of e-learning: its catalogue as a till loads it. */
export { elearningPosCatalog } from './selling/pos-catalog';
/** The daily expiry of unpaid held places (the scheduler's, in functions/src/index.ts). */
export { expirePendingEnrolments } from './enrolments/expiry';
