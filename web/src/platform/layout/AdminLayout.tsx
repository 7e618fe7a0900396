import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServerStateProvider } from '../server-state/ServerStateProvider';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { CenteredCard } from '../../ui/CenteredCard';
import { isPlatformAdmin, useSession } from '../auth/session-store';
import { ShellFrame } from './ShellFrame';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import { paths } from '../routing/paths';
import '../../i18n/admin';

/** The spec's `admin` layout: platform administration of every organization and user. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const admin = useSession(isPlatformAdmin);
  // Signed out, the only admin page the guard lets through is /admin/login: no sidebar to offer yet.
  if (!admin) {
    return (
      <CenteredCard layout="admin">
        <Outlet />
      </CenteredCard>
    );
  }
  const sections = [
    {
      key: 'admin',
      items: [
        { to: paths.admin.dashboard(), label: t('screens.admin.dashboard'), icon: DashboardOutlined },
        { to: paths.admin.organizations(), label: t('screens.admin.organizations'), icon: ApartmentOutlined },
        { to: paths.admin.users(), label: t('screens.admin.users'), icon: GroupOutlined },
      ],
    },
  ];
  return (
    <ServerStateProvider>
      <ShellFrame
        layout="admin"
        title={t('layout.admin')}
        toolbarEnd={<UserMenu signedOutTo={paths.admin.login()} />}
        sidebar={(close) => <SideNav sections={sections} onNavigate={close} />}
      >
        <Outlet />
      </ShellFrame>
    </ServerStateProvider>
  );
}
