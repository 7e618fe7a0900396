import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatPhone, type Client, type ClientRef, type Employee, type Service } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { ClientPicker, loadCrmMessages } from '../../crm';
import { useAppointmentBook } from './api';
import { employeeName, printedDate } from './board';
import { Refusal } from './Refusal';

/** The CRM's picker with its texts (loaded the first time the dialog shows it). */
const Picker = lazy(async () => {
  await loadCrmMessages();
  // A component of its own: the picker is lazy itself, and a lazy component must resolve to a plain one.
  return { default: (props: ComponentProps<typeof ClientPicker>) => <ClientPicker {...props} /> };
});

interface Line {
  serviceId: string;
  employeeId: string;
}

interface Props {
  date: string;
  location: { id: string; name: string };
  /** The column tapped: its employee does the services they perform. */
  employeeId: string;
  start: string;
  employees: readonly Employee[];
  services: readonly Service[];
  /** With CRM on, the client is chosen from it (or a name and phone typed). */
  crm: boolean;
  onClose: () => void;
}

/** Who does a service by default: the column's employee when they perform it, else the first who does. */
const defaultEmployee = (service: Service | undefined, preferred: string, employees: readonly Employee[]) => {
  const able = employees.filter((e) => service?.employeeIds.includes(e.id));
  return able.some((e) => e.id === preferred) ? preferred : (able[0]?.id ?? '');
};

/** Booking from a free slot: the client, one or more services in sequence each with who does it, the start. */
export function BookDialog({
  date,
  location,
  employeeId,
  start: initialStart,
  employees,
  services,
  crm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const { organizationId, book } = useAppointmentBook();
  const bookable = services.filter(
    (s) => s.active && employees.some((e) => s.employeeIds.includes(e.id) && e.locationIds.includes(location.id)),
  );
  const working = employees.filter((e) => e.active && e.locationIds.includes(location.id));
  const [byName, setByName] = useState(!crm);
  const [client, setClient] = useState<ClientRef | null>(null);
  const [clientName, setClientName] = useState('');
  const [clientPhone, setClientPhone] = useState('');
  const [start, setStart] = useState(initialStart);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>([{ serviceId: '', employeeId }]);

  const chooseClient = (chosen: ClientRef | null) => {
    setClient(chosen);
    // The reminders need the phone: the client's own is brought in (and may be changed).
    if (chosen)
      void apiRequest<Client>(
        `/organizations/${encodeURIComponent(organizationId)}/crm/clients/${encodeURIComponent(chosen.id)}`,
      ).then(
        (full) => setClientPhone((typed) => typed || (full.phone ? formatPhone(full.phone) : '')),
        () => undefined,
      );
  };
  const setLine = (index: number, line: Partial<Line>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...line } : l)));
  const chooseService = (index: number, serviceId: string) => {
    const service = bookable.find((s) => s.id === serviceId);
    const preferred = index === 0 ? employeeId : (lines[index - 1]?.employeeId ?? employeeId);
    setLine(index, { serviceId, employeeId: defaultEmployee(service, preferred, working) });
  };

  const submit = (at = start) => {
    setStart(at);
    book.mutate(
      {
        clientId: !byName && client ? client.id : '',
        clientName: !byName && client ? client.name : clientName,
        clientPhone,
        locationId: location.id,
        date,
        start: at,
        services: lines.map((line) => ({ serviceId: line.serviceId, employeeId: line.employeeId, roomId: null })),
        note,
      },
      {
        onSuccess: (appointment) => {
          toast.success(t('orders.board.booked', { time: appointment.start }));
          onClose();
        },
      },
    );
  };

  const ready = lines.every((l) => l.serviceId && l.employeeId) && (byName ? clientName && clientPhone : client);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="book-title">
      <DialogTitle id="book-title">{t('orders.board.newTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('orders.board.newOn', { date: printedDate(date), location: location.name })}
        </Typography>
        <Box
          component="form"
          id="book-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {byName ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <TextField
                label={t('orders.board.clientName')}
                value={clientName}
                onChange={(event) => setClientName(event.target.value)}
                sx={{ flex: '2 1 200px' }}
              />
              <TextField
                label={t('orders.board.clientPhone')}
                type="tel"
                value={clientPhone}
                onChange={(event) => setClientPhone(event.target.value)}
                sx={{ flex: '1 1 140px' }}
              />
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Box sx={{ flex: '2 1 240px' }}>
                <Suspense fallback={null}>
                  <Picker value={client} onChange={chooseClient} label={t('orders.board.client')} />
                </Suspense>
              </Box>
              <TextField
                label={t('orders.board.clientPhone')}
                type="tel"
                value={clientPhone}
                onChange={(event) => setClientPhone(event.target.value)}
                sx={{ flex: '1 1 140px' }}
              />
            </Box>
          )}
          {crm && (
            <Button onClick={() => setByName(!byName)} sx={{ alignSelf: 'flex-start' }}>
              {byName ? t('orders.board.useClient') : t('orders.board.useName')}
            </Button>
          )}
          <TextField
            label={t('orders.board.start')}
            type="time"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 180 }}
          />
          {lines.map((line, index) => {
            const service = bookable.find((s) => s.id === line.serviceId);
            const able = working.filter((e) => service?.employeeIds.includes(e.id));
            return (
              <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <TextField
                  select
                  label={t('orders.board.service', { n: index + 1 })}
                  value={line.serviceId}
                  onChange={(event) => chooseService(index, event.target.value)}
                  sx={{ flex: '2 1 200px' }}
                >
                  {bookable.map((s) => (
                    <MenuItem key={s.id} value={s.id} sx={{ minHeight: 48 }}>
                      {s.name} ({s.durationMinutes} min)
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('orders.board.employee')}
                  value={able.some((e) => e.id === line.employeeId) ? line.employeeId : ''}
                  onChange={(event) => setLine(index, { employeeId: event.target.value })}
                  disabled={!service}
                  sx={{ flex: '1 1 150px' }}
                >
                  {able.map((e) => (
                    <MenuItem key={e.id} value={e.id} sx={{ minHeight: 48 }}>
                      {employeeName(e)}
                    </MenuItem>
                  ))}
                </TextField>
                {lines.length > 1 && (
                  <IconButton
                    aria-label={t('orders.board.removeService', { n: index + 1 })}
                    onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                    sx={{ width: 48, height: 48 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
            );
          })}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setLines((all) => [...all, { serviceId: '', employeeId: all[all.length - 1]!.employeeId }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('orders.board.addService')}
          </Button>
          <TextField
            label={t('orders.board.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
          />
        </Box>
        {book.error && <Refusal error={book.error} onPick={(time) => submit(time)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('orders.board.cancel')}
        </Button>
        <Button type="submit" form="book-form" variant="contained" size="large" disabled={!ready || book.isPending}>
          {t('orders.board.book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
