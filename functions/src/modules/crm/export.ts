import {
  EXPORT_COLUMNS,
  formatPhone,
  spanishDate,
  todayIn,
  toExcelCsv,
  DEFAULT_TIMEZONE,
  type ResourceListQuery,
} from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { applyListPlan } from '../../platform/queries/list-plan';
import { resourceListPlan } from '../../platform/resources/list-plan';
import type { Stored } from '../../platform/resources/definition';
import { clients, type ClientDoc } from './clients';
import { clientsOf, companiesOf } from './collections';

type Column = (typeof EXPORT_COLUMNS)[number][1];

/** One client's cells, as Spanish Excel shows them and the import reads them back. */
function cellsOf(doc: Stored<ClientDoc>, companies: Map<string, string>): string[] {
  const cell: Record<Column, string> = {
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    phone: doc.phone && formatPhone(doc.phone),
    taxId: doc.taxId,
    birthday: spanishDate(doc.birthday),
    street: doc.address.street,
    city: doc.address.city,
    postalCode: doc.address.postalCode,
    province: doc.address.province,
    tags: doc.tags.join(', '),
    notes: doc.notes,
    company: companies.get(doc.companyId) ?? '',
    consent: doc.marketingConsent.granted ? 'sí' : 'no',
    createdAt: spanishDate(todayIn(DEFAULT_TIMEZONE, doc.createdAt.toDate())),
  };
  return EXPORT_COLUMNS.map(([, column]) => cell[column]);
}

/** GET /crm/clients/export.csv: the clients of the list with the same filters and search, every page. */
export async function exportClientsCsv(
  tenant: Tenant,
  query: ResourceListQuery,
  raw: Record<string, unknown>,
): Promise<string> {
  const plan = resourceListPlan(clients, query, raw);
  const [snapshot, companies] = await Promise.all([
    applyListPlan(clientsOf(tenant), plan).get(),
    companiesOf(tenant).select('name').get(),
  ]);
  const names = new Map(companies.docs.map((doc) => [doc.id, String(doc.data().name)]));
  return toExcelCsv([
    EXPORT_COLUMNS.map(([header]) => header),
    ...snapshot.docs.map((doc) => cellsOf(doc.data(), names)),
  ]);
}
