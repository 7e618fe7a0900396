import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { can, type CardProgram, type Coupon, type PromotionAccount } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CARDS, COUPONS, useLiability, VOUCHERS } from '../api';
import { IssueVoucherDialog } from '../components/IssueVoucherDialog';
import { VoucherStatus } from '../components/VoucherStatus';
import { formatCents, formatDay } from '../format';
import { CARDS_TAB, COUPONS_TAB, promotionsPaths, VOUCHERS_TAB } from '../paths';

/** What the business owes its customers now, on top of every tab (managers only: the API's rule). */
function LiabilityPanel() {
  const { t } = useTranslation();
  const { data } = useLiability(true);
  if (!data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="liability-title" sx={{ p: 2 }}>
      <Typography id="liability-title" variant="subtitle2" color="text.secondary">
        {t('promotions.overview.liability')}
      </Typography>
      <Typography variant="h4" component="p" data-testid="liability-total">
        {formatCents(data.totalCents)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('promotions.overview.liabilityDetail', {
          vouchers: formatCents(data.vouchers.cents),
          points: formatCents(data.points.cents),
          sessions: formatCents(data.sessions.cents),
        })}
      </Typography>
      {data.expired.cents > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('promotions.overview.expired', { amount: formatCents(data.expired.cents) })}
        </Typography>
      )}
    </Paper>
  );
}

/** The loyalty programs: how each earns, its rewards, whether it is on; managers create them. */
function CardsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<CardProgram>[] = [
    {
      field: 'name',
      headerName: t('promotions.cards.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={promotionsPaths.card(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'kind',
      headerName: t('promotions.cards.kind'),
      sortable: false,
      minWidth: 100,
      valueGetter: (_value, row) => t(`promotions.cards.kinds.${row.kind}`),
    },
    {
      field: 'pointsPerEuro',
      headerName: t('promotions.cards.earning'),
      sortable: false,
      minWidth: 160,
      valueGetter: (_value, row) =>
        row.kind === 'stamps'
          ? t('promotions.cards.stampRule')
          : t('promotions.cards.pointsRule', { count: row.pointsPerEuro }),
    },
    {
      field: 'rewards',
      headerName: t('promotions.cards.rewards'),
      sortable: false,
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) =>
        row.rewards.length === 0
          ? t('promotions.cards.rewardsEmpty')
          : row.rewards
              .map((reward) =>
                t(`promotions.cards.rewardAt_${row.kind}`, { name: reward.name, count: reward.threshold }),
              )
              .join(', '),
    },
    {
      field: 'active',
      headerName: t('promotions.cards.status'),
      sortable: false,
      minWidth: 110,
      valueGetter: (_value, row) => (row.active ? t('promotions.cards.active') : t('promotions.cards.inactive')),
    },
  ];
  return (
    <ResourceListPage<CardProgram>
      path={CARDS}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="promotions.manage"
      newLabel={t('promotions.cards.new')}
      newTo={promotionsPaths.card(org, NEW_ID)}
      searchLabel={t('promotions.cards.search')}
      emptyLabel={t('promotions.cards.empty')}
    />
  );
}

function CouponsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Coupon>[] = [
    {
      field: 'code',
      headerName: t('promotions.coupons.code'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={promotionsPaths.coupon(org, row.id)}>
          {row.code}
        </Link>
      ),
    },
    { field: 'name', headerName: t('promotions.coupons.name'), sortable: false, flex: 1, minWidth: 160 },
    {
      field: 'percent',
      headerName: t('promotions.coupons.discount'),
      sortable: false,
      minWidth: 120,
      valueGetter: (_value, row) => (row.type === 'percentage' ? `${row.percent} %` : formatCents(row.amountCents)),
    },
    {
      field: 'validTo',
      headerName: t('promotions.coupons.validity'),
      sortable: false,
      minWidth: 200,
      valueGetter: (_value, row) =>
        !row.active
          ? t('promotions.coupons.inactive')
          : row.validFrom || row.validTo
            ? `${row.validFrom ? formatDay(row.validFrom) : '…'} – ${row.validTo ? formatDay(row.validTo) : '…'}`
            : t('promotions.coupons.always'),
    },
    {
      field: 'uses',
      headerName: t('promotions.coupons.uses'),
      sortable: false,
      minWidth: 100,
      valueGetter: (_value, row) => (row.maxUses ? `${row.uses} / ${row.maxUses}` : String(row.uses)),
    },
  ];
  return (
    <ResourceListPage<Coupon>
      path={COUPONS}
      columns={columns}
      defaultSort={{ field: 'code', sort: 'asc' }}
      manage="promotions.manage"
      newLabel={t('promotions.coupons.new')}
      newTo={promotionsPaths.coupon(org, NEW_ID)}
      searchLabel={t('promotions.coupons.search')}
      emptyLabel={t('promotions.coupons.empty')}
    />
  );
}

function VouchersTab({ manager }: { manager: boolean }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const [issuing, setIssuing] = useState(false);
  const columns: GridColDef<PromotionAccount>[] = [
    {
      field: 'code',
      headerName: t('promotions.vouchers.code'),
      sortable: false,
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={promotionsPaths.voucher(org, row.id)}>
          {row.code}
        </Link>
      ),
    },
    {
      field: 'balance',
      headerName: t('promotions.vouchers.balance'),
      sortable: false,
      minWidth: 110,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'status',
      headerName: t('promotions.vouchers.status'),
      sortable: false,
      minWidth: 120,
      renderCell: ({ row }) => <VoucherStatus voucher={row} />,
    },
    {
      field: 'expiresOn',
      headerName: t('promotions.vouchers.expiresOn'),
      sortable: false,
      minWidth: 110,
      valueFormatter: (value: string | null) => (value ? formatDay(value) : t('promotions.vouchers.noExpiry')),
    },
    {
      field: 'client',
      headerName: t('promotions.vouchers.client'),
      sortable: false,
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.client?.name ?? '',
    },
  ];
  return (
    <>
      <ResourceListPage<PromotionAccount>
        path={VOUCHERS}
        columns={columns}
        defaultSort={{ field: 'createdAt', sort: 'asc' }}
        manage="promotions.manage"
        searchLabel={t('promotions.vouchers.search')}
        emptyLabel={t('promotions.vouchers.empty')}
        toolbar={
          manager && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
              {t('promotions.vouchers.issue')}
            </Button>
          )
        }
      />
      {issuing && <IssueVoucherDialog onClose={() => setIssuing(false)} />}
    </>
  );
}

/** /{organization}/promotions: the outstanding liability, and the cards, coupons and gift vouchers in tabs. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const manager = can(useCurrentOrganization()?.role, 'promotions.manage');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === CARDS_TAB || asked === VOUCHERS_TAB ? asked : COUPONS_TAB;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('promotions.overview.title')}
      </Typography>
      {manager && <LiabilityPanel />}
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams(value === COUPONS_TAB ? {} : { tab: value })}
        aria-label={t('promotions.overview.title')}
      >
        <Tab value={CARDS_TAB} label={t('promotions.overview.tabs.cards')} />
        <Tab value={COUPONS_TAB} label={t('promotions.overview.tabs.coupons')} />
        <Tab value={VOUCHERS_TAB} label={t('promotions.overview.tabs.vouchers')} />
      </Tabs>
      {tab === CARDS_TAB && <CardsTab />}
      {tab === COUPONS_TAB && <CouponsTab />}
      {tab === VOUCHERS_TAB && <VouchersTab manager={manager} />}
    </Stack>
  );
}
