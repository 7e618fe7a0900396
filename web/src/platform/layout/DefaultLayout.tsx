import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { MODULE_TYPES } from '@plataforma/domain';
import { moduleRoutes } from '../../modules';
import { moduleIcons } from './module-icons';
import { ShellFrame } from './ShellFrame';
import { SideNav, type NavSection } from './SideNav';

/** The sidebar of an organization: its home, then each module with the screens it lists. */
function organizationSections(slug: string, t: ReturnType<typeof useTranslation>['t']): NavSection[] {
  const home: NavSection = {
    key: 'home',
    items: [{ to: `/${slug}`, label: t('layout.home'), icon: HomeOutlined }],
  };
  const modules = MODULE_TYPES.map((module) => ({
    key: module,
    title: t(`modules.${module}`),
    icon: moduleIcons[module],
    items: moduleRoutes[module].screens
      .filter((screen) => screen.inSidebar)
      .map((screen) => ({
        to: `/${slug}/${screen.path}`,
        label: t(`screens.${screen.screen}` as 'screens.platform.home'),
      })),
  }));
  return [home, ...modules];
}

/** The spec's `default` layout: app bar, sidebar with the organization's modules, and the page. */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const { organization } = useParams();
  const account: NavSection = {
    key: 'account',
    title: t('layout.account'),
    items: [
      { to: '/user/profile', label: t('layout.profile'), icon: PersonOutline },
      { to: '/user/settings', label: t('layout.settings'), icon: ManageAccountsOutlined },
    ],
  };
  const sections = organization ? [...organizationSections(organization, t), account] : [account];
  return (
    <ShellFrame
      layout="default"
      title={t('app.name')}
      sidebar={(close) => <SideNav sections={sections} onNavigate={close} />}
    />
  );
}
