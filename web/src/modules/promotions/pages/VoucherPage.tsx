import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { can, type PromotionAccount } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceItem } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { VOUCHERS } from '../api';
import { MovementsTable } from '../components/MovementsTable';
import { AdjustDialog, CancelDialog } from '../components/VoucherDialogs';
import { VoucherStatus } from '../components/VoucherStatus';
import { formatCents, formatDay } from '../format';
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
      <MovementsTable accountId={voucher.id} unit="cents" />
      {dialog === 'adjust' && <AdjustDialog voucher={voucher} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog voucher={voucher} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
