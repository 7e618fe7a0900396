import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { PromotionAccount } from '@plataforma/domain';

/** Activo, Anulado or Caducado: what a till would answer to the code. */
export function VoucherStatus({ voucher }: { voucher: PromotionAccount }) {
  const { t } = useTranslation();
  const status = voucher.status === 'cancelled' ? 'cancelled' : voucher.expired ? 'expired' : 'active';
  return (
    <Chip
      size="small"
      label={t(`promotions.vouchers.statuses.${status}`)}
      color={status === 'active' ? 'success' : 'default'}
      variant="outlined"
    />
  );
}
