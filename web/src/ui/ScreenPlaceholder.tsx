import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './CenteredMessage';
import { screenOfMatches } from '../platform/routing/route-handle';

/**
 * The empty state of a screen whose module has not been built yet: its Spanish title and a clear
 * sentence, never fake data. A module replaces it by giving its screen a `load` of its own.
 */
export default function ScreenPlaceholder() {
  const { t } = useTranslation();
  const screen = screenOfMatches(useMatches());
  return (
    <CenteredMessage
      testId="screen-placeholder"
      title={screen ? t(`screens.${screen}` as 'screens.platform.home') : t('emptyState.title')}
      body={t('emptyState.body')}
    />
  );
}
