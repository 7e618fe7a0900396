import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../../ui/FormDialog';
import { cardCode, type BoardFulfilment } from './useFulfilments';

/** 'Enviado': the carrier and the tracking number go with the move (both may be left empty). */
export function ShipDialog({
  fulfilment,
  onShip,
  onClose,
}: {
  fulfilment: BoardFulfilment;
  onShip: (carrier: string, tracking: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState(fulfilment.carrier);
  const [tracking, setTracking] = useState(fulfilment.tracking);
  const [busy, setBusy] = useState(false);
  const address = fulfilment.delivery.kind === 'shipping' ? fulfilment.delivery.address : null;
  return (
    <FormDialog
      id="ship"
      title={t('orders.shop.shipTitle', { code: cardCode(fulfilment) })}
      confirmLabel={t('orders.shop.ship')}
      busy={busy}
      large
      onSubmit={() => {
        setBusy(true);
        void onShip(carrier.trim(), tracking.trim()).finally(() => setBusy(false));
      }}
      onClose={onClose}
    >
      {address && (
        <Typography variant="body2">
          {[address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`, address.province]
            .filter(Boolean)
            .join(', ')}
        </Typography>
      )}
      <TextField
        autoFocus
        fullWidth
        label={t('orders.shop.carrier')}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        fullWidth
        label={t('orders.shop.tracking')}
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
    </FormDialog>
  );
}
