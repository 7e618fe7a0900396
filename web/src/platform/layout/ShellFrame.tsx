import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { mainLandmark } from '../../ui/SkipLink';

const DRAWER_WIDTH = 264;
// MUI's Drawer (with its Slide and Modal) is ~3.5 KB gzipped that a desktop never uses: the permanent sidebar is a
// plain fixed panel, and phones load the drawer when the menu is first opened.
const MobileDrawer = lazy(() => import('./MobileDrawer'));
// MUI's md breakpoint (900 px), where the sx values below switch the drawers. matchMedia by hand: MUI's useMediaQuery
// costs ~1 KB gzipped on every page of the layout.
const DESKTOP = '(min-width: 900px)';
const desktopMatch = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP) : undefined);
const isDesktop = () => desktopMatch()?.matches ?? true;
function subscribeDesktop(notify: () => void) {
  const list = desktopMatch();
  list?.addEventListener('change', notify);
  return () => list?.removeEventListener('change', notify);
}

interface Props {
  layout: 'default' | 'admin';
  title: string;
  /** The sidebar; receives a callback that closes the mobile drawer after a click. */
  sidebar: (closeDrawer: () => void) => ReactNode;
  toolbarEnd?: ReactNode;
  /** The page (an Outlet, or one that checks something first). */
  children: ReactNode;
}

/** App bar + sidebar (permanent on desktops, a drawer on phones) + page: the frame of `default` and `admin`. */
export function ShellFrame({ layout, title, sidebar, toolbarEnd, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The phone drawer mounts on the first opening and stays (so that it can slide out when closed).
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);
  // One sidebar, the one the screen's width shows: a permanent one on desktops, a drawer on phones whose links mount
  // when it opens (both were rendered before, the hidden one included: twice the sidebar's first render on every
  // page). Without matchMedia (tests), a desktop.
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop);

  return (
    <Box data-layout={layout} sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* MUI's AppBar, without its ~1 KB: a fixed header over the sidebar. */}
      <Box
        component="header"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          zIndex: (th) => th.zIndex.drawer + 1,
        }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            aria-label={t('layout.openMenu')}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {toolbarEnd}
        </Toolbar>
      </Box>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Box
            data-testid="sidebar"
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: DRAWER_WIDTH,
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: (th) => th.zIndex.drawer,
            }}
          >
            <Toolbar />
            {sidebar(() => undefined)}
          </Box>
        ) : (
          opened && (
            <Suspense fallback={null}>
              <MobileDrawer open={open} onClose={close} width={DRAWER_WIDTH}>
                {sidebar(close)}
              </MobileDrawer>
            </Suspense>
          )
        )}
      </Box>
      <Box {...mainLandmark} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
