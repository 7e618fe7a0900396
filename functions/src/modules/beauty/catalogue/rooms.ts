import { roomBodySchema, type Room } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused } from '../../../platform/resources/references';
import { getLocation } from '../../configuration';
import { BEAUTY, servicesOf } from './collections';

type RoomBody = z.infer<typeof roomBodySchema>;
export type RoomDoc = Omit<Room, 'id' | 'createdAt' | 'updatedAt'>;

/** Cabins and rooms of a location: a service that needs one is never booked beyond the room's capacity. */
export const rooms: ResourceDefinition<RoomBody, RoomDoc, Room> = {
  module: 'beauty',
  collection: BEAUTY.rooms,
  read: 'beauty.read',
  manage: 'beauty.manage',
  body: roomBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  async toDoc(body, { tx, tenant }) {
    await getLocation(tenant, body.locationId, tx);
    return body;
  },
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, servicesOf(tenant).where('roomId', '==', id), 'servicios');
  },
};
