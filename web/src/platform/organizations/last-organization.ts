import type { User, UserOrganization } from '@plataforma/domain';
import { useSession } from '../auth/session-store';
import { readDeviceChoice, saveDeviceChoice, textChoice, useDeviceChoice } from '../device/device-choice';

/** The id of the organization last opened on this device (a device choice: it survives signing out). */
const LAST_ORGANIZATION = 'organization.last';

export const rememberOrganization = (id: string): void => saveDeviceChoice(LAST_ORGANIZATION, id);

const membershipOf = (user: User | null | undefined, id: string | undefined) =>
  id ? user?.organizations.find((o) => o.id === id) : undefined;

/** The organization last opened on this device, while the user still belongs to it. */
export const lastOrganizationOf = (user: User | null | undefined): UserOrganization | undefined =>
  membershipOf(user, readDeviceChoice(LAST_ORGANIZATION, textChoice));

/** The same as state: the way back to it from pages outside any organization. */
export function useLastOrganization(): UserOrganization | undefined {
  const [id] = useDeviceChoice(LAST_ORGANIZATION, textChoice, '');
  return useSession((s) => membershipOf(s.user, id));
}
