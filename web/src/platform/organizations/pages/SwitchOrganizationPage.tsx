import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../auth/session-store';
import { useAppStage } from '../../loading/app-stage';
import { paths } from '../../routing/paths';

/** /organizations/{id}: the switch-organization action of the spec; goes to that organization's slug. */
export default function SwitchOrganizationPage() {
  const { id } = useParams();
  const target = useSession((s) => s.user?.organizations.find((o) => o.id === id));
  useEffect(() => {
    if (!target) useAppStage.getState().failOrganizationNotFound();
  }, [target]);
  return target ? <Navigate to={paths.organization.home(target.slug)} replace /> : null;
}
