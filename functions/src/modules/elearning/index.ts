import type { ServerModule } from '../../platform/modules/server-module';
import { registerClientReferences } from '../crm';
import { registerPaidOrderHook, registerSalePreparer } from '../orders';
import { enrolmentClientReferences } from './enrolments/clients';
import { elearningRoutes } from './routes';
import { elearningOnPaidOrders } from './selling/paid-hooks';
import { elearningSalePreparer } from './selling/sales';

/**
 * E-learning (issue 20): the academy's catalogue (course categories, courses with their calendar and syllabus, packs),
 * its enrolments (attendance, progress, certificates); its courses and packs sold through the sales core.
 */
export const elearningModule: ServerModule = { type: 'elearning', routers: [elearningRoutes] };
registerClientReferences('elearning', enrolmentClientReferences);
registerSalePreparer(['elearningCourse', 'elearningPack'], elearningSalePreparer);
registerPaidOrderHook('elearning', elearningOnPaidOrders);
