import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { BillingRecordDto } from '@plataforma/domain';

/**
 * A record's sending state at the agency. Records carry none yet (the sending is built apart, its states kept apart
 * from the immutable records): until then every record shows as pending. The one place the states will show.
 */
export function SendingState(_props: { record: BillingRecordDto }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t('orders.verifactu.states.pending')} />;
}
