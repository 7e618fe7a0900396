import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  formatCents,
  isEuroAmount,
  ticketNumberOf,
  todayIn,
  type BeautyPosCatalog,
  type RestaurantPosCatalog,
  type StaffRef,
  type Ticket,
} from '@plataforma/domain';
import { useSellingTill, useTillCatalog } from '../shell/useTillCatalog';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { StaffLock } from '../staff/StaffLock';
import { TICKETS_PAGE_SIZE, useTickets, type TicketFilters } from './api';

// The detail (with the refund and reprint flows) loads when a ticket is opened: it is not part of the list's first load.
const TicketDetailDialog = lazy(() => import('./TicketDetailDialog').then((m) => ({ default: m.TicketDetailDialog })));

const TYPING_DEBOUNCE_MS = 300;
/** The table select's value for "any table" (the API's empty value means "no table"). */
const ANY_TABLE = '*';

const time = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Who served, on tickets that say it (the staff switch names them; older tickets do not). */
const employeeOf = (ticket: Ticket): StaffRef | null =>
  (ticket as Ticket & { employee?: StaffRef | null }).employee ?? null;

/** The typed filters the API can read; a number or amount still being typed is left out until it makes sense. */
function filtersOf(form: { date: string; code: string; table: string; amount: string }, employee: StaffRef | null) {
  const filters: TicketFilters = {};
  if (form.date) filters.date = form.date;
  if (form.code.trim() && Number.isFinite(ticketNumberOf(form.code))) filters.code = form.code.trim();
  if (form.table !== ANY_TABLE) filters.table = form.table;
  if (form.amount.trim() && isEuroAmount(form.amount.trim())) filters.amount = form.amount.trim();
  if (employee) filters.employee = employee.id;
  return filters;
}

/**
 * /{organization}/pos/tickets: the ticket history of the till's location, newest first, searched by number, day
 * (today to start with), table, amount and who served (tap a name); a ticket opens as printed, to reprint or (for
 * encargados) to give its lines back.
 */
export default function TicketsPage() {
  const { t } = useTranslation();
  // The history is the location's, whichever till sold: the restaurant's till's location, else the salon's.
  const till = useSellingTill();
  const { catalog, locationId, location } = useTillCatalog<RestaurantPosCatalog | BeautyPosCatalog>(till.module);
  const timezone = location?.timezone ?? 'Europe/Madrid';
  const [form, setForm] = useState({ date: todayIn(timezone), code: '', table: ANY_TABLE, amount: '' });
  const [employee, setEmployee] = useState<StaffRef | null>(null);
  const [filters, setFilters] = useState<TicketFilters>(() => filtersOf(form, null));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setFilters(filtersOf(form, employee));
      setPage(1);
    }, TYPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [form, employee]);
  const tickets = useTickets(locationId, filters, page);
  const total = tickets.data?.total ?? 0;
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <FullpageBar back={till.home} backLabel={t('pos.tickets.back')} title={t('pos.tickets.title')}>
        <Typography color="text.secondary">{location?.name}</Typography>
        {locationId && <StaffLock locationId={locationId} />}
      </FullpageBar>
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} role="search">
        <TextField
          label={t('pos.tickets.number')}
          {...field('code')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          sx={{ width: 140 }}
        />
        <TextField
          label={t('pos.tickets.date')}
          type="date"
          {...field('date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label={t('pos.tickets.table')} {...field('table')} sx={{ minWidth: 180 }}>
          <MenuItem value={ANY_TABLE} sx={{ minHeight: 48 }}>
            {t('pos.tickets.anyTable')}
          </MenuItem>
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {t('pos.tickets.noTable')}
          </MenuItem>
          {(location && 'tables' in location ? location.tables : []).map((table) => (
            <MenuItem key={table.id} value={table.id} sx={{ minHeight: 48 }}>
              {table.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('pos.tickets.amount')}
          {...field('amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          sx={{ width: 120 }}
        />
        {employee && (
          <Chip
            label={t('pos.tickets.employee', { name: employee.name })}
            onDelete={() => setEmployee(null)}
            deleteIcon={<CancelIcon titleAccess={t('pos.tickets.clearEmployee')} />}
          />
        )}
      </Box>
      {(catalog.isPending || tickets.isFetching) && <LinearProgress aria-label={t('common.loading')} />}
      {catalog.error && <Alert severity="error">{catalog.error.message}</Alert>}
      {tickets.error && <Alert severity="error">{tickets.error.message}</Alert>}
      {tickets.data && total === 0 && (
        <Alert severity="info" sx={{ mx: 2 }}>
          {t('pos.tickets.none')}
        </Alert>
      )}
      <List sx={{ px: 1 }} aria-label={t('pos.tickets.title')}>
        {tickets.data?.items.map((ticket) => {
          const served = employeeOf(ticket);
          return (
            <ListItem
              key={ticket.code}
              disablePadding
              secondaryAction={
                served && (
                  <Chip
                    size="small"
                    label={served.name}
                    aria-label={t('pos.tickets.byEmployee', { name: served.name })}
                    onClick={() => setEmployee(served)}
                  />
                )
              }
            >
              <ListItemButton onClick={() => setOpen(ticket.code)} sx={{ minHeight: 56 }} data-testid="ticket-row">
                <ListItemText
                  primary={`${ticket.code} · ${ticket.table}${ticket.rectifies ? ` · ${t('pos.tickets.rectifying')}` : ''}`}
                  secondary={`${ticket.date} ${time(ticket.issuedAt, ticket.timezone)} · ${formatCents(ticket.totalCents)}`}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, pb: 2 }}>
          <Typography variant="body2" role="status">
            {t('common.displayedRows', {
              from: (page - 1) * TICKETS_PAGE_SIZE + 1,
              to: Math.min(total, page * TICKETS_PAGE_SIZE),
              count: total,
            })}
          </Typography>
          <IconButton aria-label={t('common.pageNav.previous')} disabled={page === 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('common.pageNav.next')}
            disabled={page * TICKETS_PAGE_SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <TicketDetailDialog code={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
