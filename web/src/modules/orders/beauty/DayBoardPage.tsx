import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  addDays,
  DEFAULT_TIMEZONE,
  minuteOf,
  timeOf,
  todayIn,
  WEEKDAYS,
  weekdayOf,
  type Employee,
  type Location,
  type Service,
} from '@plataforma/domain';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { textChoice, useDeviceChoice } from '../../../platform/device/device-choice';
import { useResourceOptions } from '../../../platform/resources/api';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { useAppointmentBook } from './api';
import { AppointmentDialog } from './AppointmentDialog';
import { dayColumns, dayRange, employeeName, printedDate, type BoardAppointment } from './board';
import { BookDialog } from './BookDialog';
import { DayGrid } from './DayGrid';
import { RemindersDialog } from './RemindersDialog';
import { useAppointments } from './useAppointments';

type View = 'day' | 'week';

/** The week (Monday first) of a date. */
const weekOf = (date: string) => {
  const monday = addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
  return WEEKDAYS.map((_, i) => addDays(monday, i));
};

/** The week at a glance: each day's appointments in order, with who does them. */
function WeekList({
  days,
  appointments,
  employees,
  onOpen,
}: {
  days: string[];
  appointments: readonly BoardAppointment[];
  employees: readonly Employee[];
  onOpen: (appointment: BoardAppointment) => void;
}) {
  const { t } = useTranslation();
  const nameOf = (id: string) => employeeName(employees.find((e) => e.id === id));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(140px, 1fr))' }, gap: 1 }}>
      {days.map((day) => {
        const list = appointments.filter((a) => a.date === day);
        return (
          <Box
            component="section"
            key={day}
            aria-label={printedDate(day)}
            sx={{ bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
              {printedDate(day)}
            </Typography>
            {list.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('orders.board.noAppointments')}
              </Typography>
            )}
            {list.map((a) => (
              <Button
                key={a.id}
                onClick={() => onOpen(a)}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  textTransform: 'none',
                  color: 'text.primary',
                  borderLeft: 4,
                  borderColor: a.services[0]?.color || 'divider',
                  borderRadius: 0,
                  bgcolor: 'background.paper',
                  mt: 0.5,
                  px: 1,
                  textDecoration: a.state === 'cancelled' ? 'line-through' : 'none',
                }}
              >
                <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {a.start} · {a.clientName}
                </Typography>
                <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                  {a.services.map((s) => `${s.name} (${nameOf(s.employeeId)})`).join(', ')}
                </Typography>
                <Typography variant="caption" component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
                  {t(`orders.board.states.${a.state}`)}
                </Typography>
              </Button>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * /{organization}/orders/beauty (fullpage): the salon's day board. The chosen location's day by employee in columns
 * (or the week as lists), live through a Firestore listener; a free slot books, a block opens the appointment (its
 * state, 'Mover'), a block dragged to another time or person moves it; tomorrow's reminders with call and WhatsApp
 * links.
 */
export default function DayBoardPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const organization = useCurrentOrganization();
  const organizationId = organization?.id ?? '';
  const crm = useModuleEnabled(organizationId, 'crm');
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations', { sort: 'name' });
  const { data: employees = [] } = useResourceOptions<Employee>('configuration/employees', { sort: 'firstName' });
  const { data: services = [] } = useResourceOptions<Service>('beauty/services', { sort: 'name' });
  const [chosenLocation, setChosenLocation] = useDeviceChoice(`board.location.${organizationId}`, textChoice, '');
  const locationId = locations.some((l) => l.id === chosenLocation) ? chosenLocation : (locations[0]?.id ?? '');
  const location = locations.find((l) => l.id === locationId);
  const today = todayIn(location?.timezone ?? DEFAULT_TIMEZONE);
  const [chosenDate, setDate] = useState('');
  const date = chosenDate || today;
  const [view, setView] = useState<View>('day');
  const days = view === 'week' ? weekOf(date) : [date];
  const live = useAppointments(organizationId, locationId, days);
  const tomorrow = addDays(today, 1);
  const [reminding, setReminding] = useState(false);
  const reminders = useAppointments(organizationId, locationId, reminding ? [tomorrow] : []);
  const [slot, setSlot] = useState<{ employeeId: string; start: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { move } = useAppointmentBook();

  const dayAppointments = live.appointments.filter((a) => a.date === date);
  const columns = dayColumns(employees, locationId, date, dayAppointments);
  const range = dayRange(location, date, dayAppointments);
  const open = live.appointments.find((a) => a.id === openId);
  const step = view === 'week' ? 7 : 1;

  /** A block dropped elsewhere: the dragged column's services go to the new one, the whole appointment shifts. */
  const drop = (appointment: BoardAppointment, from: string, to: string, minute: number) => {
    const first = appointment.services.find((s) => s.employeeId === from);
    if (!first) return;
    const start = minuteOf(appointment.start) + minute - minuteOf(first.start);
    if (start === minuteOf(appointment.start) && from === to) return;
    move.mutate(
      {
        id: appointment.id,
        body: {
          date: appointment.date,
          start: timeOf(Math.max(0, start)),
          services: appointment.services.map((s) => ({
            employeeId: s.employeeId === from ? to : s.employeeId,
            roomId: s.roomId,
          })),
        },
      },
      {
        onSuccess: (moved) => toast.success(t('orders.board.moved', { time: moved.start })),
        // The listener never saw it move: the block stays where it was; the reason is said.
        onError: (error) => toast.error(t('orders.board.moveRefused', { reason: error.message })),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <FullpageBar
        back={paths.organization.home(org)}
        backLabel={t('orders.board.back')}
        title={t('orders.board.title')}
      >
        <Chip
          size="small"
          color={live.fromCache ? 'warning' : 'success'}
          label={live.fromCache ? t('orders.board.offline') : t('orders.board.live')}
        />
        <Box sx={{ flexGrow: 1 }} />
        {locations.length > 1 && (
          <TextField
            select
            size="small"
            label={t('orders.board.location')}
            value={locationId}
            onChange={(event) => setChosenLocation(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {locations.map((l) => (
              <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48 }}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <IconButton
          aria-label={view === 'week' ? t('orders.board.previousWeek') : t('orders.board.previous')}
          onClick={() => setDate(addDays(date, -step))}
          sx={{ width: 48, height: 48 }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          size="small"
          type="date"
          label={t('orders.board.date')}
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton
          aria-label={view === 'week' ? t('orders.board.nextWeek') : t('orders.board.next')}
          onClick={() => setDate(addDays(date, step))}
          sx={{ width: 48, height: 48 }}
        >
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => setDate('')} disabled={date === today} sx={{ minHeight: 48 }}>
          {t('orders.board.today')}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, value: View | null) => value && setView(value)}
          aria-label={t('orders.board.view')}
        >
          <ToggleButton value="day" sx={{ minHeight: 40 }}>
            {t('orders.board.day')}
          </ToggleButton>
          <ToggleButton value="week" sx={{ minHeight: 40 }}>
            {t('orders.board.week')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button startIcon={<NotificationsIcon />} onClick={() => setReminding(true)} sx={{ minHeight: 48 }}>
          {t('orders.board.reminders')}
        </Button>
      </FullpageBar>
      {live.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('orders.board.listenFailed')}
        </Alert>
      )}
      <Box component="main" sx={{ flexGrow: 1, minHeight: 0, overflow: 'auto', p: 1.5 }}>
        {view === 'week' ? (
          <WeekList
            days={days}
            appointments={live.appointments}
            employees={employees}
            onOpen={(a) => setOpenId(a.id)}
          />
        ) : !range ? (
          <Typography>{t('orders.board.closed')}</Typography>
        ) : columns.length === 0 ? (
          <Typography>{t('orders.board.noEmployees')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('orders.board.dragHint')}
            </Typography>
            <DayGrid
              date={date}
              employees={columns}
              appointments={dayAppointments}
              range={range}
              onSlot={(employeeId, minute) => setSlot({ employeeId, start: timeOf(minute) })}
              onOpen={(a) => setOpenId(a.id)}
              onDrop={drop}
            />
          </>
        )}
      </Box>
      {slot && location && (
        <BookDialog
          date={date}
          location={location}
          employeeId={slot.employeeId}
          start={slot.start}
          employees={employees}
          services={services}
          crm={crm}
          onClose={() => setSlot(null)}
        />
      )}
      {open && (
        <AppointmentDialog
          appointment={open}
          employees={employees}
          services={services}
          onClose={() => setOpenId(null)}
        />
      )}
      {reminding && (
        <RemindersDialog
          date={tomorrow}
          appointments={reminders.appointments}
          business={organization?.name ?? ''}
          onClose={() => setReminding(false)}
        />
      )}
    </Box>
  );
}
