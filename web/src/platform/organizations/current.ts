import { useParams } from 'react-router-dom';
import type { UserOrganization } from '@plataforma/domain';
import { useSession } from '../auth/session-store';

/** Path segments that are no organization: these pages need none (spec section 4). */
export const NO_ORGANIZATION_SEGMENTS = new Set(['new-organization', 'user', 'test', 'organizations']);

/** The organization of the current URL, from the user's list (id, slug, name, role). */
export function useCurrentOrganization(): UserOrganization | undefined {
  const { organization } = useParams();
  return useSession((s) => s.user?.organizations.find((o) => o.slug === organization));
}
