import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { eurosToCents, isEuroAmount } from '@plataforma/domain';
import { discountLine, type CartLine } from './cart';

/** A discount as a line of its own (an encargado's action: the server refuses it to staff). */
export function DiscountDialog({ onConfirm, onClose }: { onConfirm: (line: CartLine) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(t('pos.discount.defaultName'));
  const [amount, setAmount] = useState('');
  const cents = amount.trim() && isEuroAmount(amount) ? eurosToCents(amount) : 0;
  const valid = cents > 0 && name.trim().length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="discount-title">
      <DialogTitle id="discount-title">{t('pos.discount.title')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="discount-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onConfirm(discountLine(name.trim(), cents));
          }}
        >
          <Stack spacing={2}>
            <TextField
              label={t('pos.discount.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              label={t('pos.discount.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={!!amount.trim() && cents === 0}
              helperText={amount.trim() && cents === 0 ? t('pos.discount.invalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              autoFocus
            />
            <Typography variant="body2" color="text.secondary">
              {t('pos.discount.howItWorks')}
            </Typography>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="discount-form" variant="contained" size="large" disabled={!valid}>
          {t('pos.discount.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The discount action of a till: whether its dialog is open, the action that opens it, and the dialog. */
export function useDiscount(add: (line: CartLine) => void) {
  const [open, setOpen] = useState(false);
  const dialog = open && (
    <DiscountDialog
      onConfirm={(line) => {
        setOpen(false);
        add(line);
      }}
      onClose={() => setOpen(false)}
    />
  );
  return { start: () => setOpen(true), open, dialog };
}
