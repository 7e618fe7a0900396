import { useCurrentOrganization } from '../../../platform/organizations/current';

/** The API path of the current organization, what the till pieces call under. */
export function useBase() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return `/organizations/${encodeURIComponent(organizationId)}`;
}
