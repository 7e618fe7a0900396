import { useTranslation } from 'react-i18next';
import ScreenPlaceholder from '../../ui/ScreenPlaceholder';
import { useCurrentOrganization } from '../organizations/current';
import { paths, useOrganizationSlug } from '../routing/paths';
import { FullpageBar } from './FullpageBar';

/** A fullpage screen not built yet: the shared empty state under the fullpage bar (a way back, the user menu). */
export default function FullpagePlaceholder() {
  const { t } = useTranslation();
  const slug = useOrganizationSlug();
  const name = useCurrentOrganization()?.name ?? '';
  return (
    <>
      <FullpageBar back={paths.organization.home(slug)} backLabel={t('userMenu.backTo', { name })} />
      <ScreenPlaceholder />
    </>
  );
}
