import { can } from '@plataforma/domain';
import { useOrganization } from '../../../platform/organizations/api';
import { FiscalDataAlert } from '../../../platform/organizations/components/FiscalDataAlert';
import { useCurrentOrganization } from '../../../platform/organizations/current';

/**
 * The till's warning, on its opening screen, while its tickets would lack the business's legal name or NIF: a link to
 * them for those who may change the organization's settings, whom to ask for the others.
 */
export function FiscalDataBanner() {
  const current = useCurrentOrganization();
  const { data: organization } = useOrganization(current?.id);
  if (!organization) return null;
  return (
    <FiscalDataAlert
      organization={organization}
      canFix={can(current?.role, 'organization.update')}
      sx={{ borderRadius: 0 }}
    />
  );
}
