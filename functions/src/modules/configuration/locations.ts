import { randomUUID } from 'node:crypto';
import { CONFIGURATION_COLLECTIONS, locationBodySchema, type Location, type Table } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { ApiError } from '../../platform/http/api-error';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, tenantCollection } from '../../platform/resources/repository';
import { assertUnused } from '../../platform/resources/references';
import { EMPLOYEES } from './employees';

export const LOCATIONS = CONFIGURATION_COLLECTIONS.locations;

type LocationBody = z.infer<typeof locationBodySchema>;
export type LocationDoc = Omit<Location, 'id' | 'createdAt' | 'updatedAt'>;

/** A new table gets a short id of its own; a known one keeps its id (open orders point at it). */
const withTableIds = (tables: LocationBody['tables']): Table[] =>
  tables.map(({ id, ...table }) => ({ ...table, id: id ?? randomUUID().slice(0, 8) }));

/** organizations/{orgId}/locations: the business's premises, with their hours, ticket series and tables. */
export const locations: ResourceDefinition<LocationBody, LocationDoc, Location> = {
  module: 'configuration',
  collection: LOCATIONS,
  read: 'configuration.read',
  manage: 'configuration.manage',
  body: locationBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => `${doc.name} ${doc.address}`,
  async toDoc(body, { tx, tenant, ref }) {
    // Two locations with one series would print the same ticket numbers.
    const sameSeries = await tx.get(
      tenantCollection<LocationDoc>(tenant.organization.id, LOCATIONS).where('ticketSeries', '==', body.ticketSeries),
    );
    if (sameSeries.docs.some((doc) => doc.id !== ref.id))
      throw new ApiError('validation-failed', { ticketSeries: 'Otro local ya usa esta serie' });
    return { ...body, tables: withTableIds(body.tables) };
  },
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    const staff = tenantCollection(tenant.organization.id, EMPLOYEES).where('locationIds', 'array-contains', id);
    await assertUnused(tx, staff, 'empleados', (data) => `${String(data.firstName)} ${String(data.lastName)}`.trim());
  },
};
