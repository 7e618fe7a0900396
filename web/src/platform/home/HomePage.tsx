import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeOf } from '../auth/destinations';
import { useSession } from '../auth/session-store';
import { paths } from '../routing/paths';

/** `/`: reachable without the auth check. Visitors see what the product is; a signed-in user goes to work. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (user) return <Navigate to={homeOf(user)} replace />;
  return (
    <Stack spacing={2} textAlign="center">
      <Typography variant="h5" component="h1">
        {t('home.welcome')}
      </Typography>
      <Typography color="text.secondary">{t('home.body')}</Typography>
      <Button component={RouterLink} to={paths.auth.login()} variant="contained" size="large">
        {t('home.login')}
      </Button>
      <Button component={RouterLink} to={paths.auth.register()} variant="outlined" size="large">
        {t('home.register')}
      </Button>
    </Stack>
  );
}
