import { FieldPath } from 'firebase-admin/firestore';
import {
  checkChain,
  type BillingChain,
  type BillingRecordDto,
  type BillingRecordListQuery,
  type ChainCheck,
  type Page,
} from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { readPage } from '../../../platform/paging';
import { billingRecordsOf, seriesOf, seriesRef } from '../repository';

/**
 * Reading the billing records (issue 23): there is no route that changes or deletes one. A chain's records are read
 * in their order by id (`{chain}_{seq}`, a range of ids: no composite index), a period's by day.
 */

const chainRange = (tenant: Tenant, chain: string) =>
  billingRecordsOf(tenant)
    .orderBy(FieldPath.documentId())
    .startAt(billingRecordsOf(tenant).doc(`${chain}_`))
    .endAt(billingRecordsOf(tenant).doc(`${chain}_\uf8ff`));

export async function listBillingRecords(
  tenant: Tenant,
  query: BillingRecordListQuery,
): Promise<Page<BillingRecordDto>> {
  let ordered = query.chain ? chainRange(tenant, query.chain) : billingRecordsOf(tenant).orderBy('day', 'desc');
  if (!query.chain) {
    if (query.from) ordered = ordered.where('day', '>=', query.from);
    if (query.to) ordered = ordered.where('day', '<=', query.to);
    ordered = ordered.orderBy(FieldPath.documentId(), 'desc');
  }
  const { docs, ...page } = await readPage(ordered, query);
  return { ...page, items: docs.map((d) => ({ ...d.data(), id: d.id })) };
}

export async function getBillingRecord(tenant: Tenant, id: string): Promise<BillingRecordDto> {
  const snapshot = await billingRecordsOf(tenant).doc(id).get();
  if (!snapshot.exists) throw new ApiError('not-found', undefined, 'Registro de facturación no encontrado');
  return { ...snapshot.data()!, id };
}

/** Every series with a chain, and its head. */
export async function listChains(tenant: Tenant): Promise<BillingChain[]> {
  const series = await seriesOf(tenant).orderBy('chain.seq', 'desc').get();
  return series.docs.map((doc) => {
    const { chain, locationId } = doc.data();
    return { chain: doc.id, locationId: locationId ?? null, records: chain!.seq, fingerprint: chain!.fingerprint };
  });
}

const CHECK_BATCH = 500;

/**
 * Recomputes every fingerprint of a chain and checks every link (checkChain), reading the records in batches by id,
 * and that the last one is the head its series counter names (records missing at the end are a gap too).
 */
export async function checkBillingChain(tenant: Tenant, chain: string): Promise<ChainCheck> {
  const counter = (await seriesRef(tenant, chain).get()).data();
  const records: BillingRecordDto[] = [];
  let query = chainRange(tenant, chain).limit(CHECK_BATCH);
  for (;;) {
    const batch = await query.get();
    records.push(...batch.docs.map((d) => ({ ...d.data(), id: d.id })));
    if (batch.size < CHECK_BATCH) break;
    query = chainRange(tenant, chain).startAfter(batch.docs.at(-1)!).limit(CHECK_BATCH);
  }
  if (!counter?.chain && records.length === 0) throw new ApiError('not-found', undefined, 'Serie sin registros');
  const check = checkChain(chain, records);
  const headSeq = counter?.chain?.seq ?? 0;
  if (check.ok && headSeq !== records.length)
    return {
      ...check,
      ok: false,
      break: { seq: records.length + 1, id: '', ticketCode: '', reason: 'gap' },
    };
  return check;
}
