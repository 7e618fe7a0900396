import { useDeferredValue } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { modulesOfMatches } from '../routing/route-handle';
import { useOrganization } from './api';
import { useCurrentOrganization } from './current';

/**
 * The page of an organization route, once the organization's details are loaded; a screen of a module the
 * organization has not enabled (or of a vertical it does not have: a beauty till in a restaurant) shows why it cannot
 * open instead.
 */
export function OrganizationOutlet() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const needed = modulesOfMatches(useMatches());
  const { data: answered, isPending: loading } = useOrganization(current?.id);
  // The page mounts at a lower priority, in slices between which the browser paints and takes input: the answer
  // arrives as a synchronous store update, and a screen's first render in it was one long task (the spinner stays
  // until the page is rendered).
  const organization = useDeferredValue(answered);
  const isPending = useDeferredValue(loading);

  if (!current) return <Outlet />;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loader.loading-organization')} />
      </Box>
    );
  }
  if (!needed.every((type) => organization?.modules.some((m) => m.type === type))) {
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
