import type { Location } from '@plataforma/domain';
import { api } from './api-app';
import type { Actor } from './actors';

/**
 * A location created through the API. Tests that create locations and charge go through here: once money needs an
 * open till (issue 14, the till's branch), this fixture opens the location's till unless `till: false`.
 */
export async function createLocation(
  actor: Actor,
  orgId: string,
  body: Record<string, unknown>,
  // Used once the till exists: no till to open yet on this branch.
  _options: { till?: boolean } = {},
): Promise<Location> {
  const response = await api().post(`/api/organizations/${orgId}/configuration/locations`).set(actor.auth).send(body);
  if (response.status !== 201) throw new Error(`location: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Location;
}
