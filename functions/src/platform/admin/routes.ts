import { Router } from 'express';
import {
  createAdminOrganizationBodySchema,
  createUserBodySchema,
  listQuerySchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
} from '@plataforma/domain';
import { validPathParams } from '../http/path-params';
import { validate } from '../http/validate';
import { authenticate, callerOf, requireAdmin } from '../identity/authenticate';
import { latestAuditEntries } from './audit';
import * as organizations from './organizations-service';
import * as users from './users-service';

/** Platform administration (spec section 7): every route needs a verified, unrevoked platform administrator. */
export const adminRoutes = Router();
const admin = [authenticate(), requireAdmin, validPathParams];

adminRoutes.get('/users', ...admin, async (req, res) => {
  res.json(await users.listUsers(validate(listQuerySchema, req.query)));
});

adminRoutes.post('/users', ...admin, async (req, res) => {
  res.status(201).json(await users.createUser(callerOf(req), validate(createUserBodySchema, req.body)));
});

adminRoutes.put('/users/:id', ...admin, async (req, res) => {
  res.json(await users.updateUser(callerOf(req), String(req.params.id), validate(updateUserBodySchema, req.body)));
});

adminRoutes.delete('/users/:id', ...admin, async (req, res) => {
  await users.deleteUser(callerOf(req), String(req.params.id));
  res.json({ success: true });
});

adminRoutes.post('/users/:id/reset-password', ...admin, async (req, res) => {
  const { newPassword } = validate(resetPasswordBodySchema, req.body);
  await users.resetPassword(callerOf(req), String(req.params.id), newPassword);
  res.json({ success: true });
});

adminRoutes.get('/admin/audit-log', ...admin, async (_req, res) => {
  res.json(await latestAuditEntries(50));
});

adminRoutes.get('/admin/organizations', ...admin, async (req, res) => {
  res.json(await organizations.listOrganizations(validate(listQuerySchema, req.query)));
});

adminRoutes.post('/admin/organizations', ...admin, async (req, res) => {
  const body = validate(createAdminOrganizationBodySchema, req.body);
  res.status(201).json(await organizations.createOrganizationAsAdmin(callerOf(req), body));
});

adminRoutes.get('/admin/stats', ...admin, async (_req, res) => {
  res.json(await organizations.stats());
});
