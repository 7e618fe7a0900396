import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { paths } from '../routing/paths';

/** 404: 'Page Not Found', or 'Page Not Found: {path}' when a route rejected its parameters. */
export function NotFoundPage({ path }: { path?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      testId="not-found-page"
      title={path ? t('errors.notFoundWithPath', { path }) : t('errors.notFoundTitle')}
      body={t('errors.notFoundHelp')}
      actions={
        <Button component={RouterLink} to={paths.home()} variant="contained">
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
