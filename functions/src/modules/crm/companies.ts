import { clientName, companyBodySchema, type Company } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored } from '../../platform/resources/repository';
import { assertUnused } from '../../platform/resources/references';
import { clientsOf, CRM } from './collections';

type CompanyBody = z.infer<typeof companyBodySchema>;
export type CompanyDoc = Omit<Company, 'id' | 'createdAt' | 'updatedAt'>;

/** organizations/{orgId}/companies: its clients are the clients list filtered by `companyId`. */
export const companies: ResourceDefinition<CompanyBody, CompanyDoc, Company> = {
  module: 'crm',
  collection: CRM.companies,
  read: 'crm.read',
  manage: 'crm.manage',
  body: companyBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => `${doc.name} ${doc.taxId} ${doc.email}`,
  toDoc: (body) => body,
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, clientsOf(tenant).where('companyId', '==', id), 'clientes', (client) =>
      clientName(client as { firstName: string; lastName: string }),
    );
  },
};
