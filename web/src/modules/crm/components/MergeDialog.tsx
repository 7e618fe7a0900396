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
import type { Client, ClientRef } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useResourceMutations } from '../../../platform/resources/api';
import { CLIENTS } from '../api';
import { ClientPicker } from './ClientPicker';

/**
 * Merging a repeated client into this one: the repeated one is picked, the consequence said, then confirmed. The
 * server moves its orders, reviews and timeline here and deletes it.
 */
export function MergeDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation();
  const [other, setOther] = useState<ClientRef | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { call } = useResourceMutations<Client>(CLIENTS);
  const names = { name: client.name, other: other?.name ?? '' };

  const merge = () =>
    other &&
    call.mutate(
      { subpath: `${encodeURIComponent(client.id)}/merge`, body: { otherId: other.id } },
      {
        onSuccess: () => {
          toast.success(t('crm.client.merge.done', names));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={call.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="merge-title">
      <DialogTitle id="merge-title">{t('crm.client.merge.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {call.error && (
            <Alert severity="error" role="alert">
              {call.error.message}
            </Alert>
          )}
          {confirming && other ? (
            <DialogContentText>{t('crm.client.merge.confirmBody', names)}</DialogContentText>
          ) : (
            <>
              <DialogContentText>{t('crm.client.merge.body', { name: client.name })}</DialogContentText>
              <ClientPicker
                value={other}
                onChange={setOther}
                label={t('crm.client.merge.other')}
                allowCreate={false}
                excludeId={client.id}
                autoFocus
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={confirming ? () => setConfirming(false) : onClose} disabled={call.isPending}>
          {confirming ? t('resources.back') : t('common.cancel')}
        </Button>
        {confirming ? (
          <Button color="error" variant="contained" onClick={merge} disabled={call.isPending}>
            {t('crm.client.merge.confirm')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={!other}>
            {t('crm.client.merge.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
