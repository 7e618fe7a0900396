import { FieldPath } from 'firebase-admin/firestore';
import {
  billingRecordsCsv,
  exportParts,
  registrationMessage,
  type BillingRecordDto,
  type BillingRecordExportQuery,
} from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { billingRecordsOf } from '../repository';

/**
 * The export of a period's billing records (issue 23): GET .../verifactu/export.xml and export.csv. The period's
 * records are read by day (the single-field index), a chain filtered in memory (no composite index for a rare
 * question; the period is at most MAX_EXPORT_DAYS), and put in each chain's order (the id `{chain}_{seq}`).
 */
async function periodRecords(tenant: Tenant, query: BillingRecordExportQuery): Promise<BillingRecordDto[]> {
  const snapshot = await billingRecordsOf(tenant)
    .where('day', '>=', query.from)
    .where('day', '<=', query.to)
    .orderBy('day')
    .orderBy(FieldPath.documentId())
    .get();
  return snapshot.docs
    .map((doc) => ({ ...doc.data(), id: doc.id }))
    .filter((record) => !query.chain || record.chain === query.chain)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One message (`part`, from 1) of the period's records as the agency would receive it, and how many there are. */
export async function exportRecordsXml(
  tenant: Tenant,
  query: BillingRecordExportQuery,
): Promise<{ xml: string; parts: number }> {
  const parts = exportParts(await periodRecords(tenant, query));
  const part = parts[(query.part ?? 1) - 1];
  if (!part) {
    if (parts.length === 0) throw new ApiError('not-found', undefined, 'No hay registros en el periodo');
    throw new ApiError('not-found', undefined, 'Esa parte no existe');
  }
  const issuer = { name: part[0]!.issuerName, taxId: part[0]!.invoice.issuerTaxId };
  return { xml: registrationMessage(issuer, part), parts: parts.length };
}

/** The period's records as CSV for a gestor (an empty period: only the header row). */
export async function exportRecordsCsv(tenant: Tenant, query: BillingRecordExportQuery): Promise<string> {
  return billingRecordsCsv(await periodRecords(tenant, query));
}
