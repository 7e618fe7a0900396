import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillingRecordStateDto } from '@plataforma/domain';
import { FixHint, Superseded } from './Corrections';

const COLOR = {
  pendiente: 'default',
  enviando: 'info',
  aceptado: 'success',
  aceptado_con_errores: 'warning',
  rechazado: 'error',
} as const;

/**
 * A record's sending state at the agency, kept apart from the immutable record (asked for once per page). No state
 * yet (still loading, or the server knows none) reads as pending. Errors and rejections show the agency's code and
 * message below the chip, and on hover, with what to do about it (FixHint); a record a newer one superseded says
 * which.
 */
export function SendingState({ state }: { state: BillingRecordStateDto | undefined }) {
  const { t } = useTranslation();
  const status = state?.status ?? 'pendiente';
  // The agency's own words (its code and its Spanish text), not ours: no catalogue entry.
  const reason = [state?.code, state?.message].filter(Boolean).join(': ') || null;
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[status]}
        label={t(`orders.verifactu.states.${status}`)}
        title={reason ?? undefined}
      />
      {reason && (
        <Typography variant="caption" component="div" color="text.secondary">
          {reason}
        </Typography>
      )}
      <Superseded state={state} />
      {(status === 'rechazado' || status === 'aceptado_con_errores') && !state?.supersededBy && (
        <FixHint code={state?.code ?? null} />
      )}
    </>
  );
}
