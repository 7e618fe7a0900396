import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ship-title">
      <DialogTitle id="ship-title">{t('orders.shop.shipTitle', { code: cardCode(fulfilment) })}</DialogTitle>
      <DialogContent>
        {address && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {[address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`, address.province]
              .filter(Boolean)
              .join(', ')}
          </Typography>
        )}
        <form
          id="ship-form"
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            void onShip(carrier.trim(), tracking.trim()).finally(() => setBusy(false));
          }}
        >
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('orders.shop.carrier')}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('orders.shop.tracking')}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button size="large" variant="contained" type="submit" form="ship-form" disabled={busy}>
          {t('orders.shop.ship')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
