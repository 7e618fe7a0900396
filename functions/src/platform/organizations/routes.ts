import { Router } from 'express';
import * as z from 'zod/mini';
import {
  addMemberBodySchema,
  addModuleBodySchema,
  changeRoleBodySchema,
  createOrganizationBodySchema,
  MODULE_TYPES,
  updateOrganizationBodySchema,
} from '@plataforma/domain';
import { validate } from '../http/validate';
import { authenticate, callerOf } from '../identity/authenticate';
import * as invitations from '../invitations/service';
import { listUserOrganizations } from '../memberships/repository';
import * as organizations from './service';
import { tenantOf, tenantRouter } from './tenant-router';

const moduleParam = z.strictObject({ type: z.enum(MODULE_TYPES) });

/** The caller's own organizations and creating one: no tenant yet. */
export const organizationRoutes = Router();

organizationRoutes.get('/organizations', authenticate(), async (req, res) => {
  res.json(await listUserOrganizations(callerOf(req).uid));
});

organizationRoutes.post('/organizations/create', authenticate(), async (req, res) => {
  const body = validate(createOrganizationBodySchema, req.body);
  res.status(201).json(await organizations.create(callerOf(req), body));
});

/** Everything of one organization: member of it, with the role the action needs (spec section 7). */
const tenant = tenantRouter('platform');
export const organizationTenantRoutes = tenant.router;

tenant.get('/organizations/:organization', 'organization.read', (req, res) => {
  res.json(organizations.get(tenantOf(req)));
});

tenant.put('/organizations/:organization', 'organization.update', async (req, res) => {
  const body = validate(updateOrganizationBodySchema, req.body);
  res.json(await organizations.update(tenantOf(req), body));
});

tenant.delete('/organizations/:organization', 'organization.delete', async (req, res) => {
  await organizations.remove(tenantOf(req));
  res.status(204).end();
});

tenant.post('/organizations/:organization/modules', 'modules.manage', async (req, res) => {
  const { moduleType } = validate(addModuleBodySchema, req.body);
  res.json(await organizations.enableModule(tenantOf(req), moduleType));
});

tenant.delete('/organizations/:organization/modules/:type', 'modules.manage', async (req, res) => {
  const { type } = validate(moduleParam, { type: req.params.type });
  res.json(await organizations.disableModule(tenantOf(req), type));
});

tenant.get('/organizations/:organization/users', 'members.read', async (req, res) => {
  res.json(await organizations.listMembers(tenantOf(req)));
});

// Adding a person is inviting them: the answer is the invitation, whether or not the e-mail has an account.
tenant.post('/organizations/:organization/users', 'members.manage', async (req, res) => {
  const body = validate(addMemberBodySchema, req.body);
  res.status(201).json(await invitations.invite(tenantOf(req), body));
});

tenant.get('/organizations/:organization/invitations', 'members.read', async (req, res) => {
  res.json(await invitations.listForOrganization(tenantOf(req)));
});

tenant.delete('/organizations/:organization/invitations/:invitationId', 'members.manage', async (req, res) => {
  res.json(await invitations.cancel(tenantOf(req), String(req.params.invitationId)));
});

tenant.delete('/organizations/:organization/users/:userId', 'members.manage', async (req, res) => {
  res.json(await organizations.removeMember(tenantOf(req), String(req.params.userId)));
});

tenant.post('/organizations/:organization/users/:userId/role', 'members.manage', async (req, res) => {
  const { role } = validate(changeRoleBodySchema, req.body);
  res.json(await organizations.changeRole(tenantOf(req), String(req.params.userId), role));
});
