import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { UserMenu } from './UserMenu';

interface Props {
  /** The way back (to the organization's home, or the screen this one belongs to). */
  back: string;
  backLabel: string;
  title?: string;
  /** Stays at the top while the page scrolls (the till and the board fill the screen instead). */
  sticky?: boolean;
  /** The screen's own controls. */
  children?: ReactNode;
}

/** The thin top bar of the fullpage layout's screens (tills, kitchen board, daily menu): back, title, controls, user menu. */
export function FullpageBar({ back, backLabel, title, sticky, children }: Props) {
  return (
    <AppBar
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <IconButton component={RouterLink} to={back} aria-label={backLabel} sx={{ width: 48, height: 48 }}>
          <ArrowBackIcon />
        </IconButton>
        {title && (
          <Typography variant="h6" component="h1" sx={{ mr: 2 }}>
            {title}
          </Typography>
        )}
        {children}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
