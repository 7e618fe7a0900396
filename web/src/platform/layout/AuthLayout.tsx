import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The spec's `auth` layout: the product name above one centred card. */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box
      data-layout="auth"
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        gap: 3,
      }}
    >
      <Typography variant="h4" component="p" fontWeight={700} color="primary">
        {t('app.name')}
      </Typography>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
