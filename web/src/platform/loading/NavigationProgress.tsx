import { useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A thin bar and 'Cargando página...' while the router loads the next page (lazy chunks, loaders). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box role="status" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar }}>
      <LinearProgress />
      <Typography
        variant="caption"
        sx={{ position: 'absolute', right: 12, top: 8, px: 1, borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {t('loader.navigating')}
      </Typography>
    </Box>
  );
}
