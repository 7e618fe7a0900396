import { lazy, Suspense } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import { can, type Organization, type UserOrganization } from '@plataforma/domain';
import { useMyInvitations } from '../invitations/api';
import { useOrganization } from '../organizations/api';
import { useCurrentOrganization } from '../organizations/current';
import { useLastOrganization } from '../organizations/last-organization';
import { OrganizationOutlet } from '../organizations/OrganizationOutlet';
import { organizationEntries, useModuleRegistry, type ModuleRegistry } from '../routing/module-routes';
import { ServerStateProvider } from '../server-state/ServerStateProvider';
import { moduleIcons } from './module-icons';
import { ShellFrame } from './ShellFrame';
import { SideNav, type NavSection } from './SideNav';
import { UserMenu } from './UserMenu';
import { paths } from '../routing/paths';
import { prefetchModule } from '../routing/prefetch';

type T = TFunction;

// The organization switcher is a select (MUI's TextField, Select and Menu): it loads after the page, in a box of its
// height, so that a screen without a select of its own does not load them first.
const OrganizationSwitcher = lazy(() =>
  import('./OrganizationSwitcher').then((m) => ({ default: m.OrganizationSwitcher })),
);
const SWITCHER_BOX = { px: 2, pt: 2, pb: 1 } as const;

/**
 * The organization's home, its enabled modules with the screens each lists (a vertical's screens only where the
 * organization has that vertical), and its settings for those allowed.
 */
function organizationSections(
  current: UserOrganization,
  organization: Organization | undefined,
  moduleRoutes: ModuleRegistry,
  t: T,
): NavSection[] {
  const root = paths.organization.home(current.slug);
  const home: NavSection = { key: 'home', items: [{ to: root, label: t('layout.home'), icon: HomeOutlined }] };
  const entries = organizationEntries(moduleRoutes, organization?.modules.map((m) => m.type) ?? [], (action) =>
    can(current.role, action),
  );
  const modules = entries.map(({ module, screens }) => ({
    key: module,
    title: t(`modules.${module}`),
    icon: moduleIcons[module],
    items: screens.map((screen) => ({
      to: paths.organization.screen(current.slug, screen.path),
      label: t(`screens.${screen.screen}` as 'screens.platform.home'),
      prefetch: () => prefetchModule(moduleRoutes[module]),
    })),
  }));
  const settings: NavSection[] = can(current.role, 'organization.update')
    ? [
        {
          key: 'settings',
          items: [
            { to: paths.organization.settings(current.slug), label: t('organizations.settings'), icon: TuneOutlined },
          ],
        },
      ]
    : [];
  return [home, ...modules, ...settings];
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const { data: organization } = useOrganization(current?.id);
  const moduleRoutes = useModuleRegistry();
  const { data: invitations } = useMyInvitations();
  const account: NavSection = {
    key: 'account',
    title: t('layout.account'),
    items: [
      { to: paths.user.profile(), label: t('layout.profile'), icon: PersonOutline },
      { to: paths.user.settings(), label: t('layout.settings'), icon: ManageAccountsOutlined },
      { to: paths.user.invitations(), label: t('layout.invitations'), icon: MailOutline, badge: invitations?.length },
    ],
  };
  const last = useLastOrganization();
  // Outside any organization (profile, settings, invitations), the way back to the one the person came from.
  const back: NavSection[] = last
    ? [
        {
          key: 'back',
          items: [
            {
              to: paths.organization.home(last.slug),
              label: t('userMenu.backTo', { name: last.name }),
              icon: ArrowBack,
            },
          ],
        },
      ]
    : [];
  const sections = current
    ? [...organizationSections(current, organization, moduleRoutes, t), account]
    : [...back, account];
  return (
    <>
      <Suspense fallback={<Box sx={{ ...SWITCHER_BOX, height: 40, boxSizing: 'content-box' }} />}>
        <OrganizationSwitcher current={current} box={SWITCHER_BOX} />
      </Suspense>
      <SideNav sections={sections} onNavigate={onNavigate} />
    </>
  );
}

/** The spec's `default` layout: app bar with the user menu, sidebar with the organization's enabled modules, and the page. */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  return (
    <ServerStateProvider>
      <ShellFrame
        layout="default"
        title={current?.name ?? t('app.name')}
        sidebar={(close) => <Sidebar onNavigate={close} />}
        toolbarEnd={<UserMenu />}
      >
        <OrganizationOutlet />
      </ShellFrame>
    </ServerStateProvider>
  );
}
