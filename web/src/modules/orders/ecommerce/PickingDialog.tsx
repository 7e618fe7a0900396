import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { cardCode, type BoardFulfilment } from './useFulfilments';

/**
 * An order's picking list: what to take from the shelves, line by line (a pack's components each on its own line),
 * with SKU, barcode, the extras and notes, and where it goes. 'Imprimir' prints the list alone (the rest of the page
 * is hidden from the printout).
 */
export function PickingDialog({ fulfilment: f, onClose }: { fulfilment: BoardFulfilment; onClose: () => void }) {
  const { t } = useTranslation();
  const address = f.delivery.kind === 'shipping' ? f.delivery.address : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="picking-title" className="picking-print">
      <GlobalStyles
        styles={{
          '@media print': {
            'body > *:not(.picking-print)': { display: 'none !important' },
            '.picking-print .MuiDialog-paper': { boxShadow: 'none', margin: 0, maxHeight: 'none', width: '100%' },
            '.picking-print .no-print': { display: 'none !important' },
          },
        }}
      />
      <DialogTitle id="picking-title">{t('orders.shop.pickingTitle', { code: cardCode(f) })}</DialogTitle>
      <DialogContent dividers>
        {f.client && <Typography sx={{ fontWeight: 600 }}>{f.client.name}</Typography>}
        {address && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('orders.shop.shipTo')}:{' '}
            {[address.name, address.line1, address.line2, `${address.postalCode} ${address.city}`, address.province]
              .filter(Boolean)
              .join(', ')}
            {address.notes ? ` (${address.notes})` : ''}
          </Typography>
        )}
        {f.delivery.kind === 'pickup' && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('orders.shop.pickupAt')}
          </Typography>
        )}
        <Box component="ol" sx={{ pl: 3, m: 0 }} data-testid="picking-list">
          {f.picking.map((line, index) => (
            <Box component="li" key={`${line.lineId}-${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {line.quantity} × {line.name}
                {line.variant ? ` · ${line.variant}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  line.sku && t('orders.shop.sku', { sku: line.sku }),
                  line.barcode && t('orders.shop.barcode', { barcode: line.barcode }),
                  line.pack && t('orders.shop.pickingOf', { pack: line.pack }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {line.extras.length > 0 && <Typography variant="body2">{line.extras.join(', ')}</Typography>}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions className="no-print">
        <Button size="large" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button size="large" variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('orders.shop.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
