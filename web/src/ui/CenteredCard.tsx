import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mainLandmark } from './SkipLink';

/** The product name above one centred card: sign-in pages (auth layout, admin login). */
export function CenteredCard({ layout, children }: { layout: 'auth' | 'admin'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      data-layout={layout}
      {...mainLandmark}
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
        {children}
      </Paper>
    </Box>
  );
}
