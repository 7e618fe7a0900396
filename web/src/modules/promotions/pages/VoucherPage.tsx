import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { can, type MovementCause, type PromotionAccount } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceItem } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { useMovements, VOUCHERS } from '../api';
import { AdjustDialog, CancelDialog } from '../components/VoucherDialogs';
import { VoucherStatus } from '../components/VoucherStatus';
import { formatCents, formatDateTime, formatDay, formatSignedCents } from '../format';
import { promotionsPaths, VOUCHERS_TAB } from '../paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ typography: 'body1' }}>{children}</Box>
    </Box>
  );
}

/** What caused a movement, as a person reads it: the ticket, or the manager's reason and name. */
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

function Movements({ voucher }: { voucher: PromotionAccount }) {
  const { t } = useTranslation();
  const { data, isPending } = useMovements(voucher.id);
  return (
    <Stack spacing={1} component="section" aria-labelledby="movements-title">
      <Typography id="movements-title" variant="h6" component="h2">
        {t('promotions.vouchers.movements')}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={t('common.loading')} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-labelledby="movements-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('promotions.vouchers.when')}</TableCell>
                <TableCell>{t('promotions.vouchers.movement')}</TableCell>
                <TableCell align="right">{t('promotions.vouchers.units')}</TableCell>
                <TableCell align="right">{t('promotions.vouchers.balanceAfter')}</TableCell>
                <TableCell>{t('promotions.vouchers.cause')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.items ?? []).map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell>{formatDateTime(movement.at)}</TableCell>
                  <TableCell>{t(`promotions.vouchers.kinds.${movement.kind}`)}</TableCell>
                  <TableCell align="right">{formatSignedCents(movement.units)}</TableCell>
                  <TableCell align="right">{formatCents(movement.balanceAfter)}</TableCell>
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

/** /{organization}/promotions/voucher/{id}: a gift voucher, its movements, and the managers' adjust and cancel. */
export default function VoucherPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { id = '' } = useParams();
  const manager = can(useCurrentOrganization()?.role, 'promotions.manage');
  const { data: voucher, isPending, error } = useResourceItem<PromotionAccount>(VOUCHERS, id);
  const [dialog, setDialog] = useState<'adjust' | 'cancel' | null>(null);
  const listTo = promotionsPaths.overview(org, { tab: VOUCHERS_TAB });
  const back = (
    <Button component={RouterLink} to={listTo} startIcon={<ArrowBackIcon />} size="small">
      {t('resources.back')}
    </Button>
  );
  if (isPending) return <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  if (error || !voucher) return <CenteredMessage title={error?.message ?? ''} actions={back} />;
  const active = voucher.status === 'active';
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>{back}</Box>
      <Typography variant="h5" component="h1">
        {t('screens.promotions.voucher')} {voucher.code}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={t('promotions.vouchers.balance')}>
            <Typography variant="h5" component="p" data-testid="voucher-balance">
              {formatCents(voucher.balance)}
            </Typography>
          </Fact>
          <Fact label={t('promotions.vouchers.initial')}>{formatCents(voucher.initial)}</Fact>
          <Fact label={t('promotions.vouchers.status')}>
            <VoucherStatus voucher={voucher} />
          </Fact>
          <Fact label={t('promotions.vouchers.expiresOn')}>
            {voucher.expiresOn ? formatDay(voucher.expiresOn) : t('promotions.vouchers.noExpiry')}
          </Fact>
          <Fact label={t('promotions.vouchers.client')}>
            {voucher.client?.name ?? t('promotions.vouchers.noClient')}
          </Fact>
        </Stack>
        {manager && active && (
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="outlined" onClick={() => setDialog('adjust')}>
              {t('promotions.vouchers.adjust')}
            </Button>
            <Button color="error" onClick={() => setDialog('cancel')}>
              {t('promotions.vouchers.cancel')}
            </Button>
          </Stack>
        )}
      </Paper>
      <Movements voucher={voucher} />
      {dialog === 'adjust' && <AdjustDialog voucher={voucher} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog voucher={voucher} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
