import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Movements } from './Movements';

/** A stock item's movements in a dialog (opened from a row of the stock list). */
export function MovementsDialog({ stockId, name, onClose }: { stockId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('ecommerce.stock.movementsOf', { name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="movements-title">
      <DialogTitle id="movements-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Movements stockId={stockId} title={title} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
