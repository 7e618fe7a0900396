import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { OrganizationChoices } from '../organizations/components/OrganizationChoices';
import { useAppStage } from './app-stage';

/** The error stage (spec section 4): the Spanish reason and a way out, instead of a page that cannot work. */
export function StageError() {
  const { t } = useTranslation();
  const message = useAppStage((s) => s.errorMessage);
  const failure = useAppStage((s) => s.failure);
  const { pathname } = useLocation();
  const failedAt = useRef(pathname);

  // A missing organization is the address's fault: going anywhere else (a choice below, the browser's back) leaves it.
  useEffect(() => {
    if (failure === 'organization-not-found' && pathname !== failedAt.current) useAppStage.getState().setStage('ready');
  }, [failure, pathname]);

  if (failure === 'organization-not-found') {
    // Retrying cannot help (the list was reloaded already): the way out is one of the user's organizations.
    return (
      <CenteredMessage
        testId="stage-error"
        title={message ?? t('errors.internalTitle')}
        body={t('organizations.notFound.body')}
        actions={
          <Box sx={{ width: 360, maxWidth: '100%' }}>
            <OrganizationChoices />
          </Box>
        }
      />
    );
  }
  return (
    <CenteredMessage
      testId="stage-error"
      title={message ?? t('errors.internalTitle')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
