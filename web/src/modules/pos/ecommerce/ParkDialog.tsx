import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** 'Aparcar': the sale goes aside with an optional name to tell it by. */
export function ParkDialog({ onPark, onClose }: { onPark: (name: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="park-title">
      <DialogTitle id="park-title">{t('pos.ecommerce.parkTitle')}</DialogTitle>
      <DialogContent>
        <form
          id="park-form"
          onSubmit={(event) => {
            event.preventDefault();
            onPark(name.trim());
          }}
        >
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('pos.ecommerce.parkName')}
            helperText={t('pos.ecommerce.parkNameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button size="large" variant="contained" type="submit" form="park-form">
          {t('pos.ecommerce.park')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
