import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_DINERS } from '@plataforma/domain';

const QUICK = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * How many sit at the table: asked when a free table is opened, and to change it later. A tap on 1-8 answers at
 * once (the usual tables); a larger party types its number. Esc or 'Cancelar' closes without answering.
 */
export function DinersDialog({
  title,
  initial,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  initial?: number | null | undefined;
  confirmLabel: string;
  onConfirm: (diners: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial && initial > QUICK.length ? String(initial) : '');
  const number = /^\d{1,2}$/.test(typed.trim()) ? Number(typed) : 0;
  const valid = number >= 1 && number <= MAX_DINERS;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="diners-title">
      <DialogTitle id="diners-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mb: 2 }}
          role="group"
          aria-label={title}
        >
          {QUICK.map((n) => (
            <Button
              key={n}
              variant={initial === n ? 'contained' : 'outlined'}
              aria-pressed={initial === n}
              onClick={() => onConfirm(n)}
              sx={{ minHeight: 56, fontSize: 20 }}
              autoFocus={n === (initial ?? 2)}
            >
              {n}
            </Button>
          ))}
        </Box>
        <Box
          component="form"
          id="diners-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onConfirm(number);
          }}
        >
          <TextField
            label={t('pos.restaurant.diners.other')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typed.trim() !== '' && !valid}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="diners-form" variant="contained" size="large" disabled={!valid}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
