import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { Order } from '@plataforma/domain';
import { PosActionButton } from '../../shell/PosOrderScreen';

/**
 * The table's actions: 'Enviar a cocina', then 'Descuento' (an encargado's), 'Cuenta' (the pre-bill; once printed
 * the table waits to pay) and 'Cobrar' (once everything is on the order). An action left out is not offered.
 */
export function OrderActions({
  order,
  disabled,
  canSend,
  canCharge,
  onSend,
  onDiscount,
  onBill,
  onCharge,
}: {
  order: Order | undefined;
  /** Busy with a call, or the order is closed. */
  disabled: boolean;
  canSend: boolean;
  canCharge: boolean;
  onSend: () => void;
  onDiscount?: (() => void) | undefined;
  onBill: () => void;
  onCharge: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack direction="row">
        <PosActionButton variant="contained" disabled={disabled || !canSend} onClick={onSend}>
          {t('pos.restaurant.cart.send')}
        </PosActionButton>
      </Stack>
      <Stack direction="row" spacing={1}>
        {onDiscount && (
          <PosActionButton disabled={disabled} onClick={onDiscount}>
            {t('pos.discount.button')}
          </PosActionButton>
        )}
        <PosActionButton disabled={disabled || !order} onClick={onBill}>
          {t('pos.restaurant.cart.bill')}
        </PosActionButton>
        <PosActionButton variant="contained" color="success" disabled={disabled || !canCharge} onClick={onCharge}>
          {t('pos.cart.charge')}
        </PosActionButton>
      </Stack>
    </Stack>
  );
}
