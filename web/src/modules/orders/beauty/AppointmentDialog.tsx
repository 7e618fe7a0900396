import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPOINTMENT_TRANSITIONS,
  isMovable,
  type AppointmentState,
  type Employee,
  type Service,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useAppointmentBook } from './api';
import { employeeName, printedDate, type BoardAppointment } from './board';
import { Refusal } from './Refusal';

interface Props {
  appointment: BoardAppointment;
  employees: readonly Employee[];
  services: readonly Service[];
  onClose: () => void;
}

/** The form of a move: the day, the start and who does each service (the durations stay). */
function MoveForm({ appointment, employees, services, onClose }: Props) {
  const { t } = useTranslation();
  const { move } = useAppointmentBook();
  const [date, setDate] = useState(appointment.date);
  const [start, setStart] = useState(appointment.start);
  const [who, setWho] = useState(appointment.services.map((s) => s.employeeId));
  const submit = (at = start) => {
    setStart(at);
    move.mutate(
      {
        id: appointment.id,
        body: {
          date,
          start: at,
          services: appointment.services.map((s, i) => ({ employeeId: who[i]!, roomId: s.roomId })),
        },
      },
      {
        onSuccess: (moved) => {
          toast.success(t('orders.board.moved', { time: moved.start }));
          onClose();
        },
      },
    );
  };
  return (
    <Box
      component="form"
      id="move-form"
      aria-label={t('orders.board.moveTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}
    >
      <Typography variant="subtitle1" component="h3">
        {t('orders.board.moveTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          label={t('orders.board.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('orders.board.start')}
          type="time"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
        />
      </Box>
      {appointment.services.map((line, i) => {
        const able = employees.filter(
          (e) => e.id === line.employeeId || services.find((s) => s.id === line.serviceId)?.employeeIds.includes(e.id),
        );
        return (
          <TextField
            key={i}
            select
            label={`${line.name}: ${t('orders.board.employee')}`}
            value={who[i]}
            onChange={(event) => setWho((all) => all.map((id, j) => (j === i ? event.target.value : id)))}
          >
            {able.map((e) => (
              <MenuItem key={e.id} value={e.id} sx={{ minHeight: 48 }}>
                {employeeName(e)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      <Button type="submit" variant="contained" disabled={move.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('orders.board.moveSave')}
      </Button>
      {move.error && <Refusal error={move.error} onPick={(time) => submit(time)} />}
    </Box>
  );
}

/** An appointment tapped on the board: what it is, its state's allowed changes, and 'Mover'. */
export function AppointmentDialog(props: Props) {
  const { appointment, employees, onClose } = props;
  const { t } = useTranslation();
  const { changeState } = useAppointmentBook();
  const [moving, setMoving] = useState(false);
  const nameOf = (id: string) => employeeName(employees.find((e) => e.id === id)) || id;
  const label = (to: AppointmentState) =>
    appointment.state === 'in-progress' && to === 'confirmed'
      ? t('orders.board.undoStart')
      : t(`orders.board.actions.${to}`);
  const change = (state: AppointmentState) =>
    changeState.mutate(
      { id: appointment.id, state },
      {
        onSuccess: (changed) =>
          toast.success(t('orders.board.stateChanged', { state: t(`orders.board.states.${changed.state}`) })),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="appointment-title">
      <DialogTitle id="appointment-title">
        {t('orders.board.appointment', { client: appointment.clientName })}
      </DialogTitle>
      <DialogContent>
        <Typography>
          {printedDate(appointment.date)} · {appointment.start}-{appointment.end}
        </Typography>
        {appointment.clientPhone && (
          <Typography>
            {t('orders.board.phone')}:{' '}
            <a href={`tel:${appointment.clientPhone.replace(/\s/g, '')}`}>{appointment.clientPhone}</a>
          </Typography>
        )}
        <Typography data-testid="appointment-state" sx={{ fontWeight: 700, mt: 1 }}>
          {t('orders.board.state')}: {t(`orders.board.states.${appointment.state}`)}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('orders.board.services')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {appointment.services.map((s, i) => (
            <li key={i}>
              {t('orders.board.withEmployee', { time: s.start, service: s.name, employee: nameOf(s.employeeId) })}
            </li>
          ))}
        </Box>
        {appointment.note && <Typography sx={{ mt: 1, fontStyle: 'italic' }}>{appointment.note}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {APPOINTMENT_TRANSITIONS[appointment.state].map((to) => (
            <Button
              key={to}
              variant={to === 'cancelled' || to === 'no-show' ? 'outlined' : 'contained'}
              color={to === 'cancelled' || to === 'no-show' ? 'error' : 'primary'}
              disabled={changeState.isPending}
              onClick={() => change(to)}
              sx={{ minHeight: 48 }}
            >
              {label(to)}
            </Button>
          ))}
          {isMovable(appointment.state) && !moving && (
            <Button variant="outlined" onClick={() => setMoving(true)} sx={{ minHeight: 48 }}>
              {t('orders.board.move')}
            </Button>
          )}
        </Box>
        {moving && isMovable(appointment.state) && <MoveForm {...props} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('orders.board.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
