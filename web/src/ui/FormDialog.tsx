import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface Props {
  /** The form's id (the confirm button submits it); the title's id derives from it. Unique on the page. */
  id: string;
  title: string;
  /** A sentence above the fields (what confirming does). */
  description?: ReactNode;
  /** The refusal to show above the fields (the server's message), or nothing. */
  error?: string | null;
  confirmLabel: string;
  /** 'Cancelar' unless said otherwise. */
  cancelLabel?: string;
  /** The confirming button is the red one (a cancellation that cannot be undone). */
  danger?: boolean;
  /** Disables the confirm button while the request runs. */
  busy?: boolean;
  /** Touch-sized buttons (a till's, a board's). */
  large?: boolean;
  /** Enter in a field or the confirm button; the browser's own validation is off (the schema's messages show). */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small form in a dialog: the title, an optional sentence, the refusal, the fields, and cancel and confirm.
 * The fields are the caller's; the confirm button is the form's submit, so Enter in a field confirms too.
 */
export function FormDialog(props: Props) {
  const { id, title, description, error, confirmLabel, cancelLabel, danger, busy, large, onSubmit, onClose, children } =
    props;
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  const size = large ? 'large' : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={id}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {description && <DialogContentText>{description}</DialogContentText>}
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size={size}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form={id}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy}
          size={size}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
