import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { whenIdle } from '../routing/prefetch';

// The bar only shows on a later navigation: it loads once the first page is idle, off every first load.
const loadBar = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadBar);

/** A thin bar and 'Cargando página...' while the router loads the next page (lazy chunks, loaders). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => whenIdle(() => void loadBar().catch(() => undefined)), []);
  if (navigation.state !== 'loading') return null;
  return (
    <Box role="status" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar }}>
      <Suspense fallback={null}>
        <LinearProgress aria-label={t('loader.navigating')} />
      </Suspense>
      <Typography
        variant="caption"
        sx={{ position: 'absolute', right: 12, top: 8, px: 1, borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {t('loader.navigating')}
      </Typography>
    </Box>
  );
}
