import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { moduleOfMatches } from '../routing/route-handle';
import { useOrganization } from './api';
import { useCurrentOrganization } from './current';

/**
 * The page of an organization route, once the organization's details are loaded; a screen of a module the
 * organization has not enabled shows why it cannot open instead.
 */
export function OrganizationOutlet() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const module = moduleOfMatches(useMatches());
  const { data: organization, isPending } = useOrganization(current?.id);

  if (!current) return <Outlet />;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loader.loading-organization')} />
      </Box>
    );
  }
  if (module && !organization?.modules.some((m) => m.type === module)) {
    return (
      <CenteredMessage
        testId="module-disabled"
        title={t('organizations.moduleDisabled.title')}
        body={t('organizations.moduleDisabled.body')}
      />
    );
  }
  return <Outlet />;
}
