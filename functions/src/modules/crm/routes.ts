import {
  clientListQuerySchema,
  MAX_IMPORT_BYTES,
  mergeClientsBodySchema,
  timelineQuerySchema,
} from '@plataforma/domain';
import type { Request, Response } from 'express';
import { readRawBody } from '../../platform/http/raw-body';
import { validate } from '../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../platform/organizations/tenant-router';
import { resourceRoutes } from '../../platform/resources/routes';
import { clients } from './clients';
import { companies } from './companies';
import { exportClientsCsv } from './export';
import { applyImport, previewImport } from './import';
import { mergeClients } from './merge';
import { reviews, reviewsSummary } from './reviews';
import { eraseClient, exportClientData } from './rights';
import { listTimeline } from './timeline';

/** /api/organizations/{id}/crm/...: clients, companies, reviews, each client's timeline. */
const routes = tenantRouter(['crm']);
export const crmRoutes = routes.router;
const base = '/organizations/:organization/crm' as const;
const id = (req: Request) => String(req.params.id);

/** An import file: its bytes as sent (Content-Type text/csv or any but JSON), up to 5 MB. */
const importFile = (req: Request, res: Response) =>
  readRawBody(req, res, { limit: MAX_IMPORT_BYTES, tooLarge: 'import-too-large', notRaw: 'import-not-csv' });

// Before the resource routes, so that 'export.csv' and 'import' are not taken for a client's id.
routes.get(`${base}/clients/export.csv`, 'crm.manage', async (req, res) => {
  const csv = await exportClientsCsv(tenantOf(req), validate(clientListQuerySchema, req.query), req.query);
  res.type('text/csv; charset=utf-8').attachment('clientes.csv').send(csv);
});
routes.post(`${base}/clients/import/preview`, 'crm.manage', async (req, res) => {
  res.json(await previewImport(tenantOf(req), await importFile(req, res)));
});
routes.post(`${base}/clients/import/apply`, 'crm.manage', async (req, res) => {
  res.json(await applyImport(tenantOf(req), await importFile(req, res)));
});
resourceRoutes(routes, `${base}/clients`, clients);
routes.get(`${base}/clients/:id/timeline`, 'crm.read', async (req, res) => {
  res.json(await listTimeline(tenantOf(req), id(req), validate(timelineQuerySchema, req.query)));
});
routes.post(`${base}/clients/:id/merge`, 'crm.manage', async (req, res) => {
  const { otherId } = validate(mergeClientsBodySchema, req.body);
  res.json(await mergeClients(tenantOf(req), id(req), otherId));
});
routes.get(`${base}/clients/:id/export`, 'crm.manage', async (req, res) => {
  const data = await exportClientData(tenantOf(req), id(req));
  res.attachment(`cliente-${id(req)}.json`).json(data);
});
routes.post(`${base}/clients/:id/erase`, 'crm.manage', async (req, res) => {
  await eraseClient(tenantOf(req), id(req));
  res.status(204).end();
});

resourceRoutes(routes, `${base}/companies`, companies);

routes.get(`${base}/reviews/summary`, 'crm.read', async (req, res) => {
  res.json(await reviewsSummary(tenantOf(req)));
});
resourceRoutes(routes, `${base}/reviews`, reviews);
