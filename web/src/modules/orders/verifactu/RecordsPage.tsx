import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  DEFAULT_TIMEZONE,
  formatCents,
  recordTypeOf,
  spanishDate,
  todayIn,
  can,
  type BillingChain,
  type BillingRecordDto,
  type BillingRecordStateDto,
  type ChainCheck,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import {
  RECORDS_PAGE_SIZE,
  useChainCheck,
  useChains,
  useExportRecords,
  useRecords,
  useRecordStates,
  type RecordFilters,
} from './api';
import { RecordActions } from './Corrections';
import { SendingState } from './SendingState';
import { SendingPanel } from './SendingPanel';
import { useCurrentOrganization } from '../../../platform/organizations/current';

/** 'ABCDEF…' + the last 4: enough to tell records apart on screen; the whole one is its title. */
const shortFingerprint = (fingerprint: string) => `${fingerprint.slice(0, 8)}…${fingerprint.slice(-4)}`;

function ChainRow({ chain }: { chain: BillingChain }) {
  const { t } = useTranslation();
  const check = useChainCheck();
  const result: ChainCheck | undefined = check.data;
  return (
    <TableRow data-testid="chain-row">
      <TableCell>{chain.chain}</TableCell>
      <TableCell>{t('orders.verifactu.chainRecords', { count: chain.records })}</TableCell>
      <TableCell role="status">
        {check.error && <Typography color="error">{check.error.message}</Typography>}
        {result?.ok && (
          <Typography color="success.main">{t('orders.verifactu.chainOk', { count: result.records })}</Typography>
        )}
        {result?.break && (
          <Typography color="error">
            {t('orders.verifactu.chainBroken', {
              seq: result.break.seq,
              ticket: result.break.ticketCode || '—',
              reason: t(`orders.verifactu.breakReasons.${result.break.reason}`),
            })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Button
          onClick={() => check.mutate(chain.chain)}
          disabled={check.isPending}
          aria-label={t('orders.verifactu.checkOf', { chain: chain.chain })}
        >
          {t('orders.verifactu.check')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

function RecordRow({
  record,
  state,
  manage,
}: {
  record: BillingRecordDto;
  state: BillingRecordStateDto | undefined;
  /** The owner's actions (subsanar, anular) in a last column. */
  manage: boolean;
}) {
  const { t } = useTranslation();
  const of = record.kind === 'alta' ? record.correction?.of : record.annuls;
  return (
    <TableRow data-testid="record-row">
      <TableCell>{record.invoice.number}</TableCell>
      <TableCell>{spanishDate(record.day)}</TableCell>
      <TableCell>
        {t(`orders.verifactu.types.${recordTypeOf(record)}`)}
        {of && (
          <Typography variant="caption" component="div" color="text.secondary">
            {t(record.kind === 'alta' ? 'orders.verifactu.correctionOf' : 'orders.verifactu.annulmentOf', { id: of })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{record.kind === 'alta' ? formatCents(record.totalCents) : ''}</TableCell>
      <TableCell title={record.fingerprint} sx={{ fontFamily: 'monospace' }}>
        {shortFingerprint(record.fingerprint)}
      </TableCell>
      <TableCell>
        <SendingState state={state} />
      </TableCell>
      {manage && (
        <TableCell>
          <RecordActions
            recordId={record.id}
            state={state}
            annullable={record.kind === 'alta' && record.invoiceType === 'F2'}
          />
        </TableCell>
      )}
    </TableRow>
  );
}

/**
 * /{organization}/orders/verifactu: the billing records (issue 23) by series or period, each chain's check (asked for:
 * it recomputes the whole chain) and the exports of the period (XML as the agency receives it, CSV for a gestor).
 */
export default function RecordsPage() {
  const { t } = useTranslation();
  const today = todayIn(DEFAULT_TIMEZONE);
  const [filters, setFilters] = useState<RecordFilters>({ chain: '', from: `${today.slice(0, 8)}01`, to: today });
  const [page, setPage] = useState(1);
  const chains = useChains();
  const role = useCurrentOrganization()?.role;
  const manage = !!role && can(role, 'verifactu.manage');
  const records = useRecords(filters, page);
  const states = useRecordStates(records.data?.items.map((record) => record.id) ?? []);
  const stateOf = new Map(states.data?.map((state) => [state.id, state]));
  const exporter = useExportRecords();
  const total = records.data?.total ?? 0;
  const set = (name: keyof RecordFilters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [name]: event.target.value }));
    setPage(1);
  };
  const exportAs = (format: 'xml' | 'csv') =>
    exporter.mutate(
      { format, filters },
      {
        onSuccess: (parts) =>
          toast.success(
            parts > 1 ? t('orders.verifactu.exportedParts', { count: parts }) : t('orders.verifactu.exported'),
          ),
        onError: (failure) => toast.error(failure.message),
      },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('orders.verifactu.title')}
        </Typography>
        <Typography color="text.secondary">{t('orders.verifactu.intro')}</Typography>
      </Box>

      <Box component="section" aria-labelledby="verifactu-chains">
        <Typography variant="h6" component="h2" id="verifactu-chains">
          {t('orders.verifactu.chains')}
        </Typography>
        {chains.error && <Alert severity="error">{chains.error.message}</Alert>}
        {chains.data?.length === 0 && <Alert severity="info">{t('orders.verifactu.noChains')}</Alert>}
        {!!chains.data?.length && (
          <Table size="small" aria-labelledby="verifactu-chains">
            <TableBody>
              {chains.data.map((chain) => (
                <ChainRow key={chain.chain} chain={chain} />
              ))}
            </TableBody>
          </Table>
        )}
      </Box>

      <Box component="section" aria-labelledby="verifactu-records">
        <Typography variant="h6" component="h2" id="verifactu-records">
          {t('orders.verifactu.records')}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}>
          <TextField
            select
            label={t('orders.verifactu.chain')}
            value={filters.chain}
            onChange={set('chain')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('orders.verifactu.allChains')}</MenuItem>
            {chains.data?.map((chain) => (
              <MenuItem key={chain.chain} value={chain.chain}>
                {chain.chain}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('orders.verifactu.from')}
            type="date"
            value={filters.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('orders.verifactu.to')}
            type="date"
            value={filters.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" disabled={exporter.isPending} onClick={() => exportAs('xml')}>
            {t('orders.verifactu.exportXml')}
          </Button>
          <Button variant="outlined" disabled={exporter.isPending} onClick={() => exportAs('csv')}>
            {t('orders.verifactu.exportCsv')}
          </Button>
        </Stack>
        {filters.chain && (
          <Typography variant="body2" color="text.secondary">
            {t('orders.verifactu.chainNote')}
          </Typography>
        )}
        {records.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {records.error && <Alert severity="error">{records.error.message}</Alert>}
        {records.data && total === 0 && <Alert severity="info">{t('orders.verifactu.none')}</Alert>}
        {total > 0 && (
          <Table size="small" aria-labelledby="verifactu-records">
            <TableHead>
              <TableRow>
                {(
                  [
                    'number',
                    'date',
                    'type',
                    'total',
                    'fingerprint',
                    'state',
                    ...(manage ? ['actions' as const] : []),
                  ] as const
                ).map((column) => (
                  <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                    {t(`orders.verifactu.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data?.items.map((record) => (
                <RecordRow key={record.id} record={record} state={stateOf.get(record.id)} manage={manage} />
              ))}
            </TableBody>
          </Table>
        )}
        {total > RECORDS_PAGE_SIZE && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
            <Typography variant="body2" role="status">
              {t('common.displayedRows', {
                from: (page - 1) * RECORDS_PAGE_SIZE + 1,
                to: Math.min(total, page * RECORDS_PAGE_SIZE),
                count: total,
              })}
            </Typography>
            <IconButton
              aria-label={t('common.pageNav.previous')}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={t('common.pageNav.next')}
              disabled={page * RECORDS_PAGE_SIZE >= total}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRight />
            </IconButton>
          </Box>
        )}
      </Box>
      {manage && <SendingPanel />}
    </Stack>
  );
}
