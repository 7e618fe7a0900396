import { buildPreBill, type PreBill } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { getLocation } from '../configuration';
import { readSale, sale } from './sale';

/** The pre-bill (la cuenta) of an order as it stands, to print before paying. Reads only. */
export async function preBill(tenant: Tenant, orderId: string): Promise<PreBill> {
  return sale(async (tx) => {
    const doc = await readSale(tx, tenant, orderId);
    const location = await getLocation(tenant, doc.locationId, tx);
    const { name, fiscal } = tenant.organization.data;
    return buildPreBill({
      order: doc,
      organization: { name, fiscal: fiscal ?? {} },
      location,
      at: new Date().toISOString(),
    });
  });
}
