import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Client } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useResourceMutations } from '../../../platform/resources/api';
import { CLIENTS } from '../api';

/** Typing agrees with the name whatever the case, accents or spacing. */
const comparable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Erasing a client's personal data (the RGPD's right to erasure): it cannot be undone, so the person types the
 * client's name first.
 */
export function EraseDialog({
  client,
  onClose,
  onErased,
}: {
  client: Client;
  onClose: () => void;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { call } = useResourceMutations<Client>(CLIENTS);
  const agreed = comparable(typed) === comparable(client.name);

  const erase = () =>
    call.mutate(
      { subpath: `${encodeURIComponent(client.id)}/erase`, body: {} },
      {
        onSuccess: () => {
          toast.success(t('crm.client.rgpd.erased'));
          onErased();
        },
      },
    );

  return (
    <Dialog open onClose={call.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="erase-title">
      <DialogTitle id="erase-title">{t('crm.client.rgpd.eraseTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="erase-form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (agreed) erase();
          }}
        >
          {call.error && (
            <Alert severity="error" role="alert">
              {call.error.message}
            </Alert>
          )}
          <DialogContentText>{t('crm.client.rgpd.eraseBody', { name: client.name })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            autoComplete="off"
            label={t('crm.client.rgpd.eraseType', { name: client.name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={call.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="erase-form" color="error" variant="contained" disabled={!agreed || call.isPending}>
          {t('crm.client.rgpd.erase')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
