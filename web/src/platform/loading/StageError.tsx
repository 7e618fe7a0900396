import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { useAppStage } from './app-stage';

/** The error stage (spec section 4): the Spanish reason and a way out, instead of a page that cannot work. */
export function StageError() {
  const { t } = useTranslation();
  const message = useAppStage((s) => s.errorMessage);
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
