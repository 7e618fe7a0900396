import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { StaffLock } from '../staff/StaffLock';

/**
 * The thin top bar of the till's screens: back, title, the screen's own controls, and (once the location is known)
 * the staff switch: who works now, and the lock screen over the till while nobody has unlocked it.
 */
export function PosBar({
  back,
  backLabel,
  title,
  locationId,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  locationId?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <IconButton component={RouterLink} to={back} aria-label={backLabel} sx={{ width: 48, height: 48 }}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h1" sx={{ mr: 2 }}>
          {title}
        </Typography>
        {children}
        {locationId && <StaffLock locationId={locationId} />}
      </Toolbar>
    </AppBar>
  );
}
