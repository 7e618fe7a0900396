import { attendanceBodySchema, lessonProgressBodySchema } from '@plataforma/domain';
import type { Request } from 'express';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import type { elearningBase, ElearningRoutes } from '../routes';
import { certificateOf, completeEnrolment, markAttendance, markLesson } from './teaching';

const id = (req: Request) => String(req.params.id);

/**
 * .../elearning/enrolments/{id}: the teacher's part (attendance, lessons done, completing by hand; 'elearning.teach',
 * which staff have) and the certificate's PDF (whoever reads e-learning).
 */
export function teachingRoutes(routes: ElearningRoutes, base: typeof elearningBase): void {
  routes.put(`${base}/enrolments/:id/attendance/:sessionId`, 'elearning.teach', async (req, res) => {
    const { present } = validate(attendanceBodySchema, req.body);
    res.json(await markAttendance(tenantOf(req), id(req), String(req.params.sessionId), present));
  });
  routes.put(`${base}/enrolments/:id/lessons/:lessonId`, 'elearning.teach', async (req, res) => {
    const { done } = validate(lessonProgressBodySchema, req.body);
    res.json(await markLesson(tenantOf(req), id(req), String(req.params.lessonId), done));
  });
  routes.post(`${base}/enrolments/:id/complete`, 'elearning.teach', async (req, res) => {
    res.json(await completeEnrolment(tenantOf(req), id(req)));
  });
  routes.get(`${base}/enrolments/:id/certificate`, 'elearning.read', async (req, res) => {
    const { number, pdf } = await certificateOf(tenantOf(req), id(req));
    res.type('application/pdf').attachment(`certificado-${number}.pdf`).send(Buffer.from(pdf));
  });
}
