import { serviceCategoryBodySchema, type ServiceCategory } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused } from '../../../platform/resources/references';
import { BEAUTY, servicesOf } from './collections';

type ServiceCategoryBody = z.infer<typeof serviceCategoryBodySchema>;
export type ServiceCategoryDoc = Omit<ServiceCategory, 'id' | 'createdAt' | 'updatedAt'>;

/** Groups of the salon's services (cut, colour, aesthetics...): the list's filter and the POS tabs. */
export const serviceCategories: ResourceDefinition<ServiceCategoryBody, ServiceCategoryDoc, ServiceCategory> = {
  module: 'beauty',
  collection: BEAUTY.serviceCategories,
  read: 'beauty.read',
  manage: 'beauty.manage',
  body: serviceCategoryBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  toDoc: (body) => body,
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, servicesOf(tenant).where('categoryId', '==', id), 'servicios');
  },
};
