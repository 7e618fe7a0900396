import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useStaffSwitch } from './api';
import { PinPad } from './PinPad';

/**
 * The till's lock screen, over the whole POS: the next person types their PIN. The kitchen board never shows it
 * (only the POS screens' bar mounts it).
 */
export function LockScreen({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const { unlock } = useStaffSwitch();
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-label={t('pos.staff.locked')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
      }}
    >
      <LockOutlinedIcon sx={{ fontSize: 40 }} />
      <Typography variant="h5" component="h2">
        {t('pos.staff.locked')}
      </Typography>
      <Typography color="text.secondary">{t('pos.staff.typePin')}</Typography>
      <PinPad
        disabled={unlock.isPending}
        error={unlock.error?.message}
        onSubmit={(pin) => unlock.mutate({ pin, locationId })}
      />
    </Box>
  );
}
