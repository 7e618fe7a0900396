import {
  appointmentBodySchema,
  appointmentListQuerySchema,
  appointmentStateBodySchema,
  availabilityQuerySchema,
  moveAppointmentBodySchema,
} from '@plataforma/domain';
import type { Request } from 'express';
import { idempotencyKey } from '../../../platform/http/idempotency';
import { validate } from '../../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../../platform/organizations/tenant-router';
import { availability } from './availability';
import { bookAppointment, changeAppointmentState, getAppointment, listAppointments, moveAppointment } from './book';

/** /api/organizations/{id}/beauty/appointments and /availability: the appointment book. */
const routes = tenantRouter(['beauty']);
export const appointmentRoutes = routes.router;
const base = '/organizations/:organization/beauty' as const;
const id = (req: Request) => String(req.params.id);

routes.get(`${base}/availability`, 'beauty.read', async (req, res) => {
  res.json(await availability(tenantOf(req), validate(availabilityQuerySchema, req.query)));
});
routes.get(`${base}/appointments`, 'beauty.read', async (req, res) => {
  res.json(await listAppointments(tenantOf(req), validate(appointmentListQuerySchema, req.query)));
});
routes.post(`${base}/appointments`, 'beauty.book', async (req, res) => {
  const body = validate(appointmentBodySchema, req.body);
  res.status(201).json(await bookAppointment(tenantOf(req), body, idempotencyKey(req)));
});
routes.get(`${base}/appointments/:id`, 'beauty.read', async (req, res) => {
  res.json(await getAppointment(tenantOf(req), id(req)));
});
routes.put(`${base}/appointments/:id`, 'beauty.book', async (req, res) => {
  const body = validate(moveAppointmentBodySchema, req.body);
  res.json(await moveAppointment(tenantOf(req), id(req), body, idempotencyKey(req)));
});
routes.post(`${base}/appointments/:id/state`, 'beauty.book', async (req, res) => {
  const { state } = validate(appointmentStateBodySchema, req.body);
  res.json(await changeAppointmentState(tenantOf(req), id(req), state));
});
