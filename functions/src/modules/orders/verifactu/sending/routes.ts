import {
  billingRecordStatesQuerySchema,
  verifactuCertificateSchema,
  type BillingRecordStateDto,
} from '@plataforma/domain';
import { validate } from '../../../../platform/http/validate';
import { tenantOf, tenantRouter } from '../../../../platform/organizations/tenant-router';
import { removeCertificate, storeCertificate } from './certificate';
import { sendPending } from './sender';
import { recordsWithStatus, sendingStatus, statesOfRecords } from './states';

/**
 * /api/organizations/{id}/verifactu/...: sending the billing records to the AEAT (issue 23). The certificate is the
 * owners' (`verifactu.manage`) and is never answered; the queue and the records' states are for whoever reads the
 * records. `POST .../send` runs the sender for this issuer now (the scheduled function does it every minute in
 * production; on the emulators, where scheduled functions do not run, this route or a test does).
 */
const routes = tenantRouter(['pos', 'orders']);
export const verifactuSendingRoutes = routes.router;
const base = '/organizations/:organization/verifactu' as const;

routes.put(`${base}/certificate`, 'verifactu.manage', async (req, res) => {
  res.json(await storeCertificate(tenantOf(req), validate(verifactuCertificateSchema, req.body)));
});
routes.delete(`${base}/certificate`, 'verifactu.manage', async (req, res) => {
  res.json(await removeCertificate(tenantOf(req)));
});
routes.get(`${base}/sending`, 'verifactu.read', async (req, res) => {
  res.json(await sendingStatus(tenantOf(req).organization.id));
});
routes.post(`${base}/send`, 'verifactu.manage', async (req, res) => {
  res.json(await sendPending(tenantOf(req).organization));
});
routes.get(`${base}/states`, 'verifactu.read', async (req, res) => {
  const query = validate(billingRecordStatesQuerySchema, req.query);
  const orgId = tenantOf(req).organization.id;
  const states: BillingRecordStateDto[] = query.ids
    ? await statesOfRecords(orgId, query.ids.split(','))
    : await recordsWithStatus(orgId, query.status!);
  res.json(states);
});
