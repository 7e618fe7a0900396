import type { Room, RoomBody, Service, ServiceBody } from '@plataforma/domain';
import type { Actor } from './actors';
import { api } from './api-app';

/*
 * The beauty catalogue's services and rooms for tests whose subject is something else (the appointment book), made
 * through the catalogue's API as a manager would: a service falls in one category per organization, 30 minutes and
 * 20 € unless told otherwise.
 */

const categories = new Map<string, Promise<string>>();

async function post<T>(owner: Actor, orgId: string, path: string, body: object): Promise<T> {
  const response = await api().post(`/api/organizations/${orgId}/beauty${path}`).set(owner.auth).send(body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as T;
}

function categoryOf(owner: Actor, orgId: string): Promise<string> {
  if (!categories.has(orgId))
    categories.set(
      orgId,
      post<{ id: string }>(owner, orgId, '/service-categories', { name: 'Peluquería' }).then(({ id }) => id),
    );
  return categories.get(orgId)!;
}

export async function createService(
  owner: Actor,
  orgId: string,
  fields: Partial<ServiceBody> & Pick<ServiceBody, 'name' | 'employeeIds'>,
): Promise<Service> {
  const categoryId = await categoryOf(owner, orgId);
  return post<Service>(owner, orgId, '/services', { categoryId, durationMinutes: 30, price: 20, ...fields });
}

export function createRoom(
  owner: Actor,
  orgId: string,
  fields: Partial<RoomBody> & Pick<RoomBody, 'name' | 'locationId'>,
): Promise<Room> {
  return post<Room>(owner, orgId, '/rooms', fields);
}
