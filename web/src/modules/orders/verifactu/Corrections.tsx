import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verifactuFixHint, type BillingRecordStateDto } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useSupersedeRecord } from './api';

/** What the owner should do about the agency's error code (our catalogue's words, under the agency's own). */
export function FixHint({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" data-testid="fix-hint">
      {t(`orders.verifactu.fixes.${verifactuFixHint(code)}`)}
    </Typography>
  );
}

/** 'Subsanado con el registro X' / 'Anulado con el registro X', when a newer record took this one's place. */
export function Superseded({ state }: { state: Pick<BillingRecordStateDto, 'supersededBy'> | undefined }) {
  const { t } = useTranslation();
  if (!state?.supersededBy) return null;
  const { kind, id } = state.supersededBy;
  return (
    <Typography variant="caption" component="div" color="text.secondary">
      {t(`orders.verifactu.supersededBy.${kind}`, { id })}
    </Typography>
  );
}

/**
 * An owner's actions on a record the agency answered (owners only: the caller shows it for `verifactu.manage`):
 * 'Subsanar' when the agency refused it or accepted it with errors, 'Anular' (after a confirmation that says what
 * an annulment is and is not) for a ticket's registration. Nothing once a newer record superseded it; the server
 * says why when it refuses (a refunded ticket, a rectifying one...).
 */
export function RecordActions({
  recordId,
  state,
  annullable = true,
}: {
  recordId: string;
  state: BillingRecordStateDto | undefined;
  /** False for a record that is not a ticket's registration (a cancellation, a rectifying ticket). */
  annullable?: boolean;
}) {
  const { t } = useTranslation();
  const correct = useSupersedeRecord('correction');
  const annul = useSupersedeRecord('cancellation');
  const [confirming, setConfirming] = useState(false);
  const answered =
    state?.status === 'aceptado' || state?.status === 'aceptado_con_errores' || state?.status === 'rechazado';
  if (!state || !answered || state.supersededBy) return null;
  const correctable = state.status !== 'aceptado';
  const error = correct.error ?? annul.error;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        {correctable && (
          <Button
            size="small"
            variant="contained"
            aria-label={t('orders.verifactu.correctOf', { id: recordId })}
            disabled={correct.isPending}
            onClick={() =>
              correct.mutate(recordId, { onSuccess: () => toast.success(t('orders.verifactu.corrected')) })
            }
          >
            {t('orders.verifactu.correct')}
          </Button>
        )}
        {annullable && !confirming && (
          <Button
            size="small"
            color="error"
            aria-label={t('orders.verifactu.annulOf', { id: recordId })}
            onClick={() => setConfirming(true)}
          >
            {t('orders.verifactu.annul')}
          </Button>
        )}
      </Stack>
      {confirming && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                color="error"
                variant="contained"
                disabled={annul.isPending}
                onClick={() =>
                  annul.mutate(recordId, {
                    onSuccess: () => toast.success(t('orders.verifactu.annulled')),
                    onSettled: () => setConfirming(false),
                  })
                }
              >
                {t('orders.verifactu.annulConfirmButton')}
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                {t('orders.verifactu.cancel')}
              </Button>
            </Stack>
          }
        >
          {t('orders.verifactu.annulConfirm')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      )}
    </Stack>
  );
}
