import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../build-check/chunk-reload';
import type { NotFoundData } from '../routing/validate-params';
import { NotFoundPage } from './NotFoundPage';

/** The router's error element: 404 for missing pages, a reload for a stale chunk, 'Internal Server Error' else. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage path={(error.data as Partial<NotFoundData> | undefined)?.path} />;
  }
  if (isChunkLoadError(error) && reloadOnceAfterChunkError()) {
    return null;
  }
  return (
    <CenteredMessage
      testId="error-page"
      title={t('errors.internalTitle')}
      body={t('errors.internalHelp')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
