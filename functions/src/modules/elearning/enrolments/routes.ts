import { enrolmentBodySchema, enrolmentCancelBodySchema, enrolmentListQuerySchema } from '@plataforma/domain';
import type { Request } from 'express';
import { validate } from '../../../platform/http/validate';
import { tenantOf } from '../../../platform/organizations/tenant-router';
import type { elearningBase, ElearningRoutes } from '../routes';
import { cancelEnrolment, enrol, getEnrolment, listEnrolments } from './service';

const id = (req: Request) => String(req.params.id);

/** .../elearning/enrolments: enrolling, cancelling (attendance, lessons done and certificates: teaching-routes.ts). */
export function enrolmentRoutes(routes: ElearningRoutes, base: typeof elearningBase): void {
  routes.get(`${base}/enrolments`, 'elearning.read', async (req, res) => {
    res.json(await listEnrolments(tenantOf(req), validate(enrolmentListQuerySchema, req.query)));
  });
  routes.post(`${base}/enrolments`, 'elearning.enrol', async (req, res) => {
    res.status(201).json(await enrol(tenantOf(req), validate(enrolmentBodySchema, req.body)));
  });
  routes.get(`${base}/enrolments/:id`, 'elearning.read', async (req, res) => {
    res.json(await getEnrolment(tenantOf(req), id(req)));
  });
  routes.post(`${base}/enrolments/:id/cancel`, 'elearning.enrol', async (req, res) => {
    const { reason } = validate(enrolmentCancelBodySchema, req.body);
    res.json(await cancelEnrolment(tenantOf(req), id(req), reason));
  });
}
