import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../platform/layout/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  formatTicketDate,
  isEuroAmount,
  type CashMovementKind,
  type TillReport,
  type TillSession,
} from '@plataforma/domain';
import { useSellingTill } from '../shell/useTillCatalog';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { StaffLock } from '../staff/StaffLock';
import { toastFailure } from '../shell/toast-failure';
import { useTillActions, useTillState, useXReport, useZReports } from './api';
import { CashCounter, countBody, emptyCount } from './CashCounter';
import { OpenTillDialog } from './OpenTillDialog';

type Actions = ReturnType<typeof useTillActions>;
const date = (iso: string) => formatTicketDate(iso, Intl.DateTimeFormat().resolvedOptions().timeZone);

// The printer picker (a dialog, the bridge client) and the report (its layout and printing) load after the till's
// state: they are not what the screen opens for.
const PrinterButton = lazy(() => import('../printing/PrinterPicker').then((m) => ({ default: m.PrinterButton })));
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/** 'Entrada de efectivo' / 'Salida de efectivo': an amount and its reason. */
function MovementDialog({ kind, actions, onClose }: { kind: CashMovementKind; actions: Actions; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const valid = isEuroAmount(amount.trim()) && Number(amount.replace(',', '.')) > 0 && reason.trim() !== '';
  const submit = () =>
    actions.move.mutate(
      { kind, amount: amount.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('pos.till.movement.done'));
          onClose();
        },
        onError: toastFailure,
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="till-movement-title">
      <DialogTitle id="till-movement-title">{t(`pos.till.movement.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('pos.till.movement.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            autoFocus
          />
          <TextField
            label={t('pos.till.movement.reason')}
            placeholder={t('pos.till.movement.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('pos.till.report.close')}
        </Button>
        <Button size="large" variant="contained" disabled={!valid || actions.move.isPending} onClick={submit}>
          {t('pos.till.movement.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Cerrar caja': the drawer counted; the Z report it issues is shown next. */
function CloseDialog({
  session,
  actions,
  onClosed,
  onClose,
}: {
  session: TillSession;
  actions: Actions;
  onClosed: (report: TillReport) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyCount);
  const counted = countBody(draft);
  const submit = () =>
    counted &&
    actions.close.mutate(
      { sessionId: session.id, count: counted.body },
      {
        onSuccess: ({ report }) => {
          toast.success(t('pos.till.close.done', { number: report.number }));
          onClosed(report);
        },
        onError: toastFailure,
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="till-close-title">
      <DialogTitle id="till-close-title">{t('pos.till.close.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('pos.till.close.help')}</DialogContentText>
        <CashCounter value={draft} onChange={setDraft} />
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('pos.till.report.close')}
        </Button>
        <Button
          size="large"
          variant="contained"
          color="error"
          disabled={!counted || actions.close.isPending}
          onClick={submit}
        >
          {t('pos.till.close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The open session: who opened it and the float, the movements, and the actions of the shift. */
function OpenSession({
  session,
  actions,
  onReport,
}: {
  session: TillSession;
  actions: Actions;
  onReport: (report: TillReport) => void;
}) {
  const { t } = useTranslation();
  const [movement, setMovement] = useState<CashMovementKind>();
  const [closing, setClosing] = useState(false);
  const x = useXReport(session.locationId);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography sx={{ mb: 2 }}>
        {t('pos.till.openedBy', {
          date: date(session.openedAt),
          name: session.openedBy.name || t('pos.till.nobody'),
          amount: formatCents(session.float.countedCents),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button size="large" variant="outlined" onClick={() => setMovement('in')}>
          {t('pos.till.movement.in')}
        </Button>
        <Button size="large" variant="outlined" onClick={() => setMovement('out')}>
          {t('pos.till.movement.out')}
        </Button>
        <Button
          size="large"
          variant="outlined"
          disabled={x.isPending}
          onClick={() => x.mutate(undefined, { onSuccess: onReport, onError: toastFailure })}
        >
          {t('pos.till.x.button')}
        </Button>
        <Button size="large" variant="contained" color="error" onClick={() => setClosing(true)}>
          {t('pos.till.close.button')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('pos.till.movement.list')}
      </Typography>
      {session.movements.length === 0 && <Typography color="text.secondary">{t('pos.till.movement.none')}</Typography>}
      <List dense data-testid="till-movements">
        {session.movements.map((m) => (
          <ListItem key={m.id}>
            <ListItemText
              primary={t('pos.till.movement.row', {
                sign: m.kind === 'in' ? '+' : '−',
                amount: formatCents(m.amountCents),
                reason: m.reason,
                name: m.by.name || t('pos.till.nobody'),
              })}
              secondary={date(m.at)}
            />
          </ListItem>
        ))}
      </List>
      {movement && <MovementDialog kind={movement} actions={actions} onClose={() => setMovement(undefined)} />}
      {closing && (
        <CloseDialog
          session={session}
          actions={actions}
          onClose={() => setClosing(false)}
          onClosed={(report) => {
            setClosing(false);
            onReport(report);
          }}
        />
      )}
    </Paper>
  );
}

/**
 * /{organization}/pos/till?location=: the location's till. Closed: open it with the float. Open: cash in and out
 * with a reason, the X report, and closing with the count, which shows the Z report to print or download. Below,
 * the location's past Z reports.
 */
export default function TillPage() {
  const { t } = useTranslation();
  const { home } = useSellingTill();
  const [params] = useSearchParams();
  const locationId = params.get('location') ?? undefined;
  const state = useTillState(locationId);
  const reports = useZReports(locationId);
  const actions = useTillActions(locationId);
  const [report, setReport] = useState<TillReport>();
  const [opening, setOpening] = useState(false);
  const session = state.data?.session;

  return (
    <>
      <FullpageBar back={home} backLabel={t('pos.restaurant.back')} title={t('pos.till.title')}>
        {state.data && (
          <Chip
            color={session ? 'success' : 'error'}
            label={t(session ? 'pos.till.openChip' : 'pos.till.closedChip')}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Suspense fallback={null}>
          <PrinterButton />
        </Suspense>
        {locationId && <StaffLock locationId={locationId} />}
      </FullpageBar>
      <Box sx={{ p: 2, maxWidth: 900, width: '100%', mx: 'auto' }}>
        {state.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {state.error && <Alert severity="error">{state.error.message}</Alert>}
        {state.data && !session && (
          <Alert
            severity="warning"
            sx={{ mb: 3 }}
            action={
              <Button size="large" variant="contained" onClick={() => setOpening(true)}>
                {t('pos.till.open.button')}
              </Button>
            }
          >
            {t('pos.till.closedHelp')}
          </Alert>
        )}
        {session && <OpenSession session={session} actions={actions} onReport={setReport} />}

        <Typography variant="h6" component="h2">
          {t('pos.till.reports.title')}
        </Typography>
        {reports.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('pos.till.reports.none')}</Typography>
        )}
        <List data-testid="z-reports">
          {reports.data?.items.map((z) => (
            <ListItemButton key={z.number} onClick={() => setReport(z)} sx={{ minHeight: 56 }}>
              <ListItemText
                primary={t('pos.till.reports.row', {
                  number: String(z.number).padStart(6, '0'),
                  date: formatTicketDate(z.issuedAt, z.location.timezone),
                })}
                secondary={t('pos.till.reports.summary', {
                  net: formatCents(z.netCents),
                  difference: formatCents(z.cash.differenceCents ?? 0),
                })}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {opening && (
        <OpenTillDialog
          busy={actions.open.isPending}
          error={actions.open.error?.message}
          onClose={() => setOpening(false)}
          onOpen={(float) =>
            actions.open.mutate(float, {
              onSuccess: () => {
                toast.success(t('pos.till.open.done'));
                setOpening(false);
              },
            })
          }
        />
      )}
      {report && (
        <Suspense fallback={null}>
          <ReportDialog report={report} onClose={() => setReport(undefined)} />
        </Suspense>
      )}
    </>
  );
}
