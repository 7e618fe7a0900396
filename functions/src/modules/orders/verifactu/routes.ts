import {
  billingChainParamsSchema,
  billingRecordExportQuerySchema,
  billingRecordListQuerySchema,
  EXPORT_PARTS_HEADER,
  documentIdSchema,
  verifactuSettingsSchema,
} from '@plataforma/domain';
import * as z from 'zod/mini';
import { validate } from '../../../platform/http/validate';
import { updateVerifactu } from '../../../platform/organizations/service';
import { tenantOf, tenantRouter } from '../../../platform/organizations/tenant-router';
import { annulRecord, correctRecord } from './corrections';
import { exportRecordsCsv, exportRecordsXml } from './export';
import { checkBillingChain, getBillingRecord, listBillingRecords, listChains } from './service';

/**
 * /api/organizations/{id}/verifactu/...: the billing records of the sales core's tickets (issue 23), read only.
 * Nothing here (nor anywhere) updates or deletes a record: a correction is a new record (subsanación, anulación).
 */
const routes = tenantRouter(['pos', 'orders']);
export const verifactuRoutes = routes.router;
const base = '/organizations/:organization/verifactu' as const;
const recordParams = z.strictObject({ recordId: documentIdSchema });

/** The settings (owners only) are the organization's (its document), set here with the sales core they serve. */
routes.put(`${base}/settings`, 'verifactu.manage', async (req, res) => {
  res.json(await updateVerifactu(tenantOf(req), validate(verifactuSettingsSchema, req.body)));
});
routes.get(`${base}/records`, 'verifactu.read', async (req, res) => {
  res.json(await listBillingRecords(tenantOf(req), validate(billingRecordListQuerySchema, req.query)));
});
routes.get(`${base}/records/:recordId`, 'verifactu.read', async (req, res) => {
  const { recordId } = validate(recordParams, { recordId: req.params.recordId });
  res.json(await getBillingRecord(tenantOf(req), recordId));
});
/**
 * Owners correct what the agency refused (subsanación) or annul a ticket issued by mistake (anulación): each writes a
 * new record (./corrections.ts); 201 with it, or 200 with the one made before when asked again.
 */
routes.post(`${base}/records/:recordId/correction`, 'verifactu.manage', async (req, res) => {
  const { recordId } = validate(recordParams, { recordId: req.params.recordId });
  const { record, created } = await correctRecord(tenantOf(req), recordId);
  res.status(created ? 201 : 200).json(record);
});
routes.post(`${base}/records/:recordId/cancellation`, 'verifactu.manage', async (req, res) => {
  const { recordId } = validate(recordParams, { recordId: req.params.recordId });
  const { record, created } = await annulRecord(tenantOf(req), recordId);
  res.status(created ? 201 : 200).json(record);
});
routes.get(`${base}/chains`, 'verifactu.read', async (req, res) => {
  res.json(await listChains(tenantOf(req)));
});
routes.get(`${base}/chains/:chain/check`, 'verifactu.read', async (req, res) => {
  const { chain } = validate(billingChainParamsSchema, { chain: req.params.chain });
  res.json(await checkBillingChain(tenantOf(req), chain));
});
/** A period's records for an inspection (one AEAT message per part) or a gestor (CSV); see ./export.ts. */
routes.get(`${base}/export.xml`, 'verifactu.read', async (req, res) => {
  const query = validate(billingRecordExportQuerySchema, req.query);
  const { xml, parts } = await exportRecordsXml(tenantOf(req), query);
  const name = `verifactu-${query.chain ?? 'todas'}-${query.from}-${query.to}${parts > 1 ? `-${query.part ?? 1}de${parts}` : ''}`;
  res
    .set(EXPORT_PARTS_HEADER, String(parts))
    .type('application/xml; charset=utf-8')
    .attachment(`${name}.xml`)
    .send(xml);
});
routes.get(`${base}/export.csv`, 'verifactu.read', async (req, res) => {
  const query = validate(billingRecordExportQuerySchema, req.query);
  const csv = await exportRecordsCsv(tenantOf(req), query);
  res
    .type('text/csv; charset=utf-8')
    .attachment(`verifactu-${query.chain ?? 'todas'}-${query.from}-${query.to}.csv`)
    .send(csv);
});
