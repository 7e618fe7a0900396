import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MovementCause } from '@plataforma/domain';
import { useMovements } from '../api';
import { formatCents, formatDateTime, formatSignedCents } from '../format';

/** What caused a movement, as a person reads it: the ticket, the manager's reason and name, or the expiry. */
function CauseText({ cause }: { cause: MovementCause }) {
  const { t } = useTranslation();
  if (cause.type === 'manager') return <>{`${cause.reason} · ${cause.by.name}`}</>;
  if (cause.type === 'expiry') return <>{t('promotions.vouchers.expiredOn', { date: cause.expiresOn })}</>;
  return (
    <>
      {cause.ticketCode
        ? t('promotions.vouchers.order', { ticket: cause.ticketCode })
        : t('promotions.vouchers.orderNoTicket')}
    </>
  );
}

const signed = (units: number) => `${units > 0 ? '+' : ''}${units}`;

/**
 * The ledger of one account, newest first (one page of 100): a voucher's in euros, a loyalty card's in points (or
 * stamps, its program's points). A section with its own heading, the table named by it.
 */
export function MovementsTable({ accountId, unit }: { accountId: string; unit: 'cents' | 'points' }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useMovements(accountId);
  const units = unit === 'cents' ? formatSignedCents : signed;
  const balance = unit === 'cents' ? formatCents : String;
  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('promotions.vouchers.movements')}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={t('common.loading')} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('promotions.vouchers.when')}</TableCell>
                <TableCell>{t('promotions.vouchers.movement')}</TableCell>
                <TableCell align="right">
                  {unit === 'cents' ? t('promotions.vouchers.units') : t('promotions.cards.points')}
                </TableCell>
                <TableCell align="right">{t('promotions.vouchers.balanceAfter')}</TableCell>
                <TableCell>{t('promotions.vouchers.cause')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.items ?? []).map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell>{formatDateTime(movement.at)}</TableCell>
                  <TableCell>{t(`promotions.vouchers.kinds.${movement.kind}`)}</TableCell>
                  <TableCell align="right">{units(movement.units)}</TableCell>
                  <TableCell align="right">{balance(movement.balanceAfter)}</TableCell>
                  <TableCell>
                    <CauseText cause={movement.cause} />
                  </TableCell>
                </TableRow>
              ))}
              {data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('promotions.vouchers.movementsEmpty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
