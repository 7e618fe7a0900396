import {
  billingChainParamsSchema,
  billingRecordListQuerySchema,
  documentIdSchema,
  verifactuSettingsSchema,
} from '@plataforma/domain';
import * as z from 'zod/mini';
import { validate } from '../../../platform/http/validate';
import { updateVerifactu } from '../../../platform/organizations/service';
import { tenantOf, tenantRouter } from '../../../platform/organizations/tenant-router';
import { checkBillingChain, getBillingRecord, listBillingRecords, listChains } from './service';

/**
 * /api/organizations/{id}/verifactu/...: the billing records of the sales core's tickets (issue 23), read only.
 * Nothing here (nor anywhere) updates or deletes a record: a correction is a new record.
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
routes.get(`${base}/chains`, 'verifactu.read', async (req, res) => {
  res.json(await listChains(tenantOf(req)));
});
routes.get(`${base}/chains/:chain/check`, 'verifactu.read', async (req, res) => {
  const { chain } = validate(billingChainParamsSchema, { chain: req.params.chain });
  res.json(await checkBillingChain(tenantOf(req), chain));
});
