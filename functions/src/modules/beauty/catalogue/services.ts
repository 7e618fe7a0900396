import { eurosToCents, serviceBodySchema, type Service } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused, requireAll } from '../../../platform/resources/references';
import { requireEmployees } from '../../configuration';
import { BEAUTY, materialsOf, packsOf, roomsOf, serviceCategoriesOf } from './collections';

type ServiceBody = z.infer<typeof serviceBodySchema>;
/** materialIds: the materials it uses, kept flat so 'which services use this material' is one query. */
export type ServiceDoc = Omit<Service, 'id' | 'createdAt' | 'updatedAt'> & { materialIds: string[] };

/**
 * The salon's services: duration and processing window (the appointment book reads them), price in cents, who
 * performs it, the room it needs and the materials it uses up when charged.
 */
export const services: ResourceDefinition<ServiceBody, ServiceDoc, Service> = {
  module: 'beauty',
  collection: BEAUTY.services,
  read: 'beauty.read',
  manage: 'beauty.manage',
  body: serviceBodySchema,
  sortable: { name: 'name', price: 'priceCents', durationMinutes: 'durationMinutes', createdAt: 'createdAt' },
  filters: { categoryId: 'categoryId' },
  searchText: (doc) => doc.name,
  async toDoc({ price, ...body }, { tx, tenant }) {
    const materialIds = body.materials.map((material) => material.materialId);
    // Every read before any write (the transaction's rule); each missing reference is a 400 on its field.
    await requireAll(tx, serviceCategoriesOf(tenant), [body.categoryId], 'categoryId', 'La categoría ya no existe');
    await requireEmployees(tx, tenant, body.employeeIds, 'employeeIds');
    if (body.roomId) await requireAll(tx, roomsOf(tenant), [body.roomId], 'roomId', 'La sala ya no existe');
    await requireAll(tx, materialsOf(tenant), materialIds, 'materials', 'Alguno de los materiales ya no existe');
    return { ...body, priceCents: eurosToCents(price), materialIds };
  },
  toDto: (id, stored) => {
    const { materialIds: _materialIds, ...service } = fromStored(id, stored);
    return service;
  },
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, packsOf(tenant).where('serviceIds', 'array-contains', id), 'bonos');
  },
};
