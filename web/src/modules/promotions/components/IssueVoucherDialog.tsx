import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ClientRef } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { FormDialog } from '../../../ui/FormDialog';
import { ClientPicker } from '../../crm';
import { useVoucherActions } from '../api';
import { promotionsPaths } from '../paths';
import { useFailure } from './useFailure';

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
  const { message, reset, onError, field: fieldError } = useFailure();

  const submit = () => {
    reset();
    issue.mutate(
      { amount, expiresOn: expiresOn || null, clientId: client?.id ?? null, note },
      {
        onSuccess: (voucher) => {
          toast.success(t('promotions.vouchers.issued', { code: voucher.code }));
          onClose();
          void navigate(promotionsPaths.voucher(org, voucher.id));
        },
        onError,
      },
    );
  };

  return (
    <FormDialog
      id="issue-voucher"
      title={t('promotions.vouchers.issue')}
      error={message}
      confirmLabel={t('promotions.vouchers.issue')}
      busy={issue.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
