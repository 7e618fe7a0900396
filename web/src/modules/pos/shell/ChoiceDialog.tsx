import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/**
 * The frame of a till's choice dialog (a dish's modifiers, a combo, the menú del día, a product's variant and
 * extras): a title, the choices, the line's notes, and 'Añadir' (with the price) once everything is valid. `id`
 * names the dialog's title and form (`{id}-title`, `{id}-form`).
 */
export function ChoiceDialog({
  id,
  title,
  valid,
  confirmLabel,
  notes,
  notesLabel,
  notesPlaceholder,
  onNotes,
  onConfirm,
  onClose,
  children,
}: {
  id: string;
  title: ReactNode;
  valid: boolean;
  confirmLabel: string;
  notes: string;
  notesLabel: string;
  notesPlaceholder: string;
  onNotes: (notes: string) => void;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onConfirm();
          }}
        >
          {children}
          <TextField
            label={notesLabel}
            placeholder={notesPlaceholder}
            value={notes}
            onChange={(event) => onNotes(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
            size="small"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" size="large" disabled={!valid}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
