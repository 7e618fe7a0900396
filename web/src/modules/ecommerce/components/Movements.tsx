import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMovements } from '../api';
import { formatDateTime, signed } from '../format';

const STEP = 10;

/** A stock item's movements, newest first: ten, then ten more on demand. */
export function Movements({ stockId, title }: { stockId: string; title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(STEP);
  const movements = useMovements(stockId, 1, shown);
  if (movements.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (movements.error)
    return (
      <Alert severity="error" role="alert">
        {movements.error.message}
      </Alert>
    );
  const { items, total } = movements.data;
  if (items.length === 0) return <Typography variant="body2">{t('ecommerce.stock.noMovements')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ecommerce.stock.columns.at')}</TableCell>
            <TableCell>{t('ecommerce.stock.columns.kind')}</TableCell>
            <TableCell align="right">{t('ecommerce.stock.columns.quantity')}</TableCell>
            <TableCell align="right">{t('ecommerce.stock.columns.after')}</TableCell>
            <TableCell>{t('ecommerce.stock.columns.reason')}</TableCell>
            <TableCell>{t('ecommerce.stock.columns.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((movement) => (
            <TableRow key={movement.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.at)}</TableCell>
              <TableCell>{t(`ecommerce.stock.kinds.${movement.kind}`)}</TableCell>
              <TableCell align="right">{signed(movement.quantity)}</TableCell>
              <TableCell align="right">{movement.after}</TableCell>
              <TableCell>{movement.reason || movement.ticketCode || ''}</TableCell>
              <TableCell>{movement.by.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > items.length && (
        <Button size="small" onClick={() => setShown((n) => Math.min(n + STEP, 100))} disabled={movements.isFetching}>
          {t('ecommerce.stock.loadMore')}
        </Button>
      )}
    </Box>
  );
}
