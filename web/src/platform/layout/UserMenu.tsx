import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { signOut } from '../auth/session';
import { useSession } from '../auth/session-store';
import { useCurrentOrganization } from '../organizations/current';
import { useLastOrganization } from '../organizations/last-organization';
import { paths } from '../routing/paths';

interface Props {
  /** Where signing out leads: the login page, or the administration's own. */
  signedOutTo?: string;
}

/**
 * The signed-in person's menu, at the end of every app layout's top bar: back to the organization they came from
 * (on pages outside any organization), their profile and settings, switching organization, and signing out.
 */
export function UserMenu({ signedOutTo = paths.auth.login() }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = useSession((s) => s.user);
  const email = useSession((s) => s.account?.email ?? null);
  const current = useCurrentOrganization();
  const last = useLastOrganization();
  const back = current ? undefined : last;
  const close = () => setAnchor(null);

  const link = (to: string, label: string, Icon: SvgIconComponent) => (
    <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {label}
    </MenuItem>
  );

  const leave = async () => {
    close();
    await signOut();
    navigate(signedOutTo, { replace: true });
  };

  return (
    <>
      <IconButton
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto' }}
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader sx={{ lineHeight: 1.5, py: 1 }}>
          {user ? `${user.firstName} ${user.lastName}` : email}
          {user && <div>{email}</div>}
        </ListSubheader>
        {back && link(paths.organization.home(back.slug), t('userMenu.backTo', { name: back.name }), ArrowBack)}
        {user && [
          link(paths.user.profile(), t('layout.profile'), PersonOutline),
          link(paths.user.settings(), t('layout.settings'), ManageAccountsOutlined),
          link(paths.organizations(), t('userMenu.switchOrganization'), SwapHorizOutlined),
        ]}
        <Divider />
        <MenuItem onClick={() => void leave()}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
