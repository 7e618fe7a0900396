import { eurosToCents, packBodySchema, type Pack } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { requireAll } from '../../../platform/resources/references';
import { BEAUTY, servicesOf } from './collections';

type PackBody = z.infer<typeof packBodySchema>;
/** serviceIds: the services it holds sessions of, kept flat so 'which packs use this service' is one query. */
export type PackDoc = Omit<Pack, 'id' | 'createdAt' | 'updatedAt'> & { serviceIds: string[] };

/** Packs ('bonos'): sessions of services sold together at one price, valid for some days after the sale. */
export const packs: ResourceDefinition<PackBody, PackDoc, Pack> = {
  module: 'beauty',
  collection: BEAUTY.packs,
  read: 'beauty.read',
  manage: 'beauty.manage',
  body: packBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  async toDoc({ price, ...body }, { tx, tenant }) {
    const serviceIds = body.items.map((item) => item.serviceId);
    await requireAll(tx, servicesOf(tenant), serviceIds, 'items', 'Alguno de los servicios ya no existe');
    return { ...body, priceCents: eurosToCents(price), serviceIds };
  },
  toDto: (id, stored) => {
    const { serviceIds: _serviceIds, ...pack } = fromStored(id, stored);
    return pack;
  },
};
