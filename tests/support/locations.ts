import type { Location, TillSession } from '@plataforma/domain';
import { api } from './api-app';
import type { Actor } from './actors';

/** Opens a location's till with a float counted as one amount: money needs an open till (issue 14). */
export async function openTill(actor: Actor, orgId: string, locationId: string, float = '100'): Promise<TillSession> {
  const response = await api()
    .post(`/api/organizations/${orgId}/tills/${locationId}/open`)
    .set(actor.auth)
    .send({ float: { amount: float } });
  if (response.status !== 201) throw new Error(`open till: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as TillSession;
}

/**
 * A location created through the API, its till opened (so that every test that charges can), unless `till: false`.
 * Tests that create locations should go through here.
 */
export async function createLocation(
  actor: Actor,
  orgId: string,
  body: Record<string, unknown>,
  { till = true }: { till?: boolean } = {},
): Promise<Location> {
  const response = await api().post(`/api/organizations/${orgId}/configuration/locations`).set(actor.auth).send(body);
  if (response.status !== 201) throw new Error(`location: ${response.status} ${JSON.stringify(response.body)}`);
  const location = response.body as Location;
  if (till) await openTill(actor, orgId, location.id);
  return location;
}
