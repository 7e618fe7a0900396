import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOADER_AFTER_MOUNT_MS, LOADER_MAX_MS } from '../constants';
import { BUSY_STAGES, useAppStage } from './app-stage';

/** Removes the static loader of index.html, which covers the page until React has mounted. */
function removeBootLoader() {
  document.getElementById('boot-loader')?.remove();
}

/**
 * The full-screen loader shown while the app initializes, authenticates or loads the organization.
 * It stays at least ~300 ms after mount (no flash) and never more than 5 s after the page started.
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const stage = useAppStage((s) => s.stage);
  const [settled, setSettled] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    removeBootLoader();
    const settle = setTimeout(() => setSettled(true), LOADER_AFTER_MOUNT_MS);
    const expire = setTimeout(() => setExpired(true), Math.max(0, LOADER_MAX_MS - performance.now()));
    return () => {
      clearTimeout(settle);
      clearTimeout(expire);
    };
  }, []);

  const busy = BUSY_STAGES.includes(stage);
  const visible = !expired && (busy || !settled);
  if (!visible) return null;

  const label = busy ? t(`loader.${stage as 'initializing'}`) : t('loader.initializing');
  return (
    <Box
      role="progressbar"
      aria-label={label}
      data-testid="global-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      {/* Decorative: the box around it is the named progress bar. */}
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
