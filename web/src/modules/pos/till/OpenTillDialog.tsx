import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CashCountBody } from '@plataforma/domain';
import { CashCounter, countBody, emptyCount } from './CashCounter';

/**
 * 'Abrir caja': the float counted into the drawer before the first sale. Orders can be taken and sent to the kitchen
 * without it ('Ahora no'); charging asks for it.
 */
export function OpenTillDialog({
  locationName,
  busy,
  error,
  onOpen,
  onClose,
}: {
  locationName?: string;
  busy: boolean;
  error?: string;
  onOpen: (float: CashCountBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyCount);
  const counted = countBody(draft);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="open-till-title">
      <DialogTitle id="open-till-title">{t('pos.till.open.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {locationName ? t('pos.till.open.help', { location: locationName }) : t('pos.till.open.helpHere')}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <CashCounter value={draft} onChange={setDraft} />
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('pos.till.open.later')}
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={busy || !counted}
          onClick={() => counted && onOpen(counted.body)}
        >
          {t('pos.till.open.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
