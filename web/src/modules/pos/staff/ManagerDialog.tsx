import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isCompletePin, ManagerPinField } from './ManagerPinField';

/** What the dialog answers: the reason, and the manager's PIN when the one acting may not authorise alone. */
export interface ManagerAnswer {
  reason: string;
  managerPin?: string;
  /** A void: how many units, and whether their stock goes back. */
  quantity?: number;
  restock?: boolean;
}

/**
 * What staff may not do alone (voiding a sent line, cancelling an order): a reason, always, and a manager's PIN
 * unless the one acting may authorise. For a void of several units, how many; and whether the stock goes back.
 */
export function ManagerDialog({
  title,
  summary,
  confirmLabel,
  needsPin,
  units,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What is voided or cancelled, as the staff read it. */
  summary: string;
  confirmLabel: string;
  needsPin: boolean;
  /** A void: the line's units (a choice of how many when more than one). */
  units?: number | undefined;
  busy: boolean;
  error?: string | undefined;
  onConfirm: (answer: ManagerAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [pin, setPin] = useState('');
  const [quantity, setQuantity] = useState(units ?? 1);
  const [restock, setRestock] = useState(false);
  const pinValid = !needsPin || isCompletePin(pin);
  const valid = reason.trim().length > 0 && pinValid;
  const submit = () =>
    onConfirm({
      reason: reason.trim(),
      ...(needsPin ? { managerPin: pin } : {}),
      ...(units !== undefined ? { quantity, restock } : {}),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="manager-title">
      <DialogTitle id="manager-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="manager-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !busy) submit();
          }}
        >
          <Stack spacing={2}>
            <Typography sx={{ fontWeight: 600 }}>{summary}</Typography>
            {units !== undefined && units > 1 && (
              <TextField
                select
                label={t('pos.staff.quantity')}
                value={quantity}
                onChange={(event) => setQuantity(Number(event.target.value))}
              >
                {Array.from({ length: units }, (_, index) => (
                  <MenuItem key={index} value={index + 1}>
                    {index + 1}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={t('pos.staff.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              required
              autoFocus
            />
            {units !== undefined && (
              <FormControlLabel
                control={<Switch checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
                label={t('pos.staff.restock')}
              />
            )}
            {needsPin && <ManagerPinField value={pin} onChange={setPin} />}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form="manager-form"
          variant="contained"
          color="error"
          size="large"
          disabled={!valid || busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
