import { Timestamp } from 'firebase-admin/firestore';
import type { Room, Service } from '@plataforma/domain';
import { adminDb } from './admin';

/*
 * The beauty catalogue's services and rooms, written in the shape its module stores (the appointment book's tests
 * need them before the catalogue's API is on this branch). One place: after the merge this can post to
 * .../beauty/services and .../beauty/rooms instead.
 */

type Stored<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>;

let next = 0;

async function write<T extends object>(orgId: string, collection: string, doc: T): Promise<T & { id: string }> {
  const id = `${collection}-${Date.now().toString(36)}-${next++}`;
  const now = Timestamp.now();
  await adminDb()
    .doc(`organizations/${orgId}/${collection}/${id}`)
    .set({ ...doc, searchTokens: [], createdAt: now, updatedAt: now });
  return { ...doc, id };
}

export function createService(orgId: string, fields: Partial<Stored<Service>> & Pick<Service, 'name' | 'employeeIds'>) {
  const service: Stored<Service> = {
    description: '',
    categoryId: 'peluqueria',
    durationMinutes: 30,
    processing: null,
    priceCents: 2000,
    vatRate: 21,
    roomId: null,
    materials: [],
    bookableOnline: true,
    color: '#9c27b0',
    active: true,
    ...fields,
  };
  return write(orgId, 'beautyServices', service);
}

export function createRoom(orgId: string, fields: Partial<Stored<Room>> & Pick<Room, 'name' | 'locationId'>) {
  const room: Stored<Room> = { capacity: 1, active: true, ...fields };
  return write(orgId, 'beautyRooms', room);
}
