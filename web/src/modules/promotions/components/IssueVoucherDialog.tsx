import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClientRef } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { ClientPicker } from '../../crm';
import { useVoucherActions } from '../api';
import { promotionsPaths } from '../paths';

/**
 * 'Emitir bono' (managers): an amount, an optional last valid day and, with the CRM on, an optional client. The server
 * draws the code; the new voucher's page opens.
 */
export function IssueVoucherDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const org = useOrganizationSlug();
  const crm = useModuleEnabled(useCurrentOrganization()?.id, 'crm');
  const { issue } = useVoucherActions();
  const [amount, setAmount] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [note, setNote] = useState('');
  const [client, setClient] = useState<ClientRef | null>(null);
  const [failure, setFailure] = useState<ApiRequestError | null>(null);

  const submit = () => {
    setFailure(null);
    issue.mutate(
      { amount, expiresOn: expiresOn || null, clientId: client?.id ?? null, note },
      {
        onSuccess: (voucher) => {
          toast.success(t('promotions.vouchers.issued', { code: voucher.code }));
          onClose();
          void navigate(promotionsPaths.voucher(org, voucher.id));
        },
        onError: (error) => setFailure(error instanceof ApiRequestError ? error : null),
      },
    );
  };
  const fieldError = (name: string) => failure?.fields?.[name];

  return (
    <Dialog open onClose={onClose} aria-labelledby="issue-voucher-title" fullWidth maxWidth="xs">
      <DialogTitle id="issue-voucher-title">{t('promotions.vouchers.issue')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="issue-voucher"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <TextField
            label={t('promotions.vouchers.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            required
            autoFocus
            error={!!fieldError('amount')}
            helperText={fieldError('amount')}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
          <TextField
            label={t('promotions.vouchers.expiresOn')}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            error={!!fieldError('expiresOn')}
            helperText={fieldError('expiresOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {crm && (
            <Suspense fallback={null}>
              <ClientPicker
                value={client}
                onChange={setClient}
                label={t('promotions.vouchers.client')}
                allowCreate={false}
              />
            </Suspense>
          )}
          <TextField
            label={t('promotions.vouchers.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={!!fieldError('note')}
            helperText={fieldError('note')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('promotions.vouchers.close')}</Button>
        <Button type="submit" form="issue-voucher" variant="contained" disabled={issue.isPending}>
          {t('promotions.vouchers.issue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
