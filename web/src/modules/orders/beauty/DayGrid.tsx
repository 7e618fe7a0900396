import { useTranslation } from 'react-i18next';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { isMovable, SLOT_MINUTES, timeOf, type Employee, type Span } from '@plataforma/domain';
import {
  columnBlocks,
  employeeName,
  freeSlots,
  placeOnBoard,
  processingSpan,
  PX_PER_MINUTE,
  ROW_PX,
  type BoardAppointment,
  type ColumnBlock,
} from './board';

/** What a drag carries: the appointment and the column it left. */
const DRAG_TYPE = 'application/x-beauty-appointment';

interface Props {
  date: string;
  employees: readonly Employee[];
  appointments: readonly BoardAppointment[];
  range: { from: number; to: number; opening: Span[] };
  onSlot: (employeeId: string, minute: number) => void;
  onOpen: (appointment: BoardAppointment) => void;
  /** A block dropped on another time or column: the appointment, the column it left, where it went. */
  onDrop?: (appointment: BoardAppointment, fromEmployeeId: string, toEmployeeId: string, minute: number) => void;
}

function Block({
  block,
  dayStart,
  employeeId,
  onOpen,
}: {
  block: ColumnBlock;
  dayStart: number;
  employeeId: string;
  onOpen: (appointment: BoardAppointment) => void;
}) {
  const { t } = useTranslation();
  const { appointment, services, span } = block;
  const color = services[0]!.color || '#757575';
  const inactive = appointment.state === 'cancelled' || appointment.state === 'no-show';
  const { top, height } = placeOnBoard(span, dayStart);
  const names = services.map((s) => s.name).join(', ');
  const state = t(`orders.board.states.${appointment.state}`);
  return (
    <ButtonBase
      data-testid="board-appointment"
      draggable={isMovable(appointment.state)}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: appointment.id, from: employeeId }));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(appointment)}
      // Inline: where a block sits changes with every appointment (no class per position).
      style={{ top, height }}
      aria-label={t('orders.board.block', {
        start: timeOf(span.from),
        end: timeOf(span.to),
        client: appointment.clientName,
        services: names,
        state,
      })}
      sx={{
        position: 'absolute',
        left: 2,
        right: 2,
        zIndex: 1,
        display: 'block',
        overflow: 'hidden',
        textAlign: 'left',
        borderRadius: 1,
        border: 1,
        borderLeft: 6,
        borderColor: color,
        bgcolor: 'background.paper',
        backgroundImage: `linear-gradient(${alpha(color, 0.14)}, ${alpha(color, 0.14)})`,
        opacity: inactive ? 0.6 : 1,
        textDecoration: appointment.state === 'cancelled' ? 'line-through' : 'none',
      }}
    >
      {/* Each service's processing time, lighter: the employee is free for someone else meanwhile. */}
      {services.map((service, i) => {
        const processing = processingSpan(service);
        if (!processing) return null;
        const at = placeOnBoard(processing, span.from);
        return (
          <Box
            key={i}
            data-testid="board-processing"
            aria-hidden
            style={{ top: at.top, height: at.height }}
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              backgroundImage: `repeating-linear-gradient(45deg, transparent 0 6px, ${alpha(color, 0.12)} 6px 12px)`,
              bgcolor: 'background.paper',
            }}
          />
        );
      })}
      <Box sx={{ position: 'relative', px: 0.75, py: 0.25, lineHeight: 1.2 }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {timeOf(span.from)}-{timeOf(span.to)} · {appointment.clientName}
        </Typography>
        <Typography variant="caption" component="p" sx={{ lineHeight: 1.2 }}>
          {names}
        </Typography>
        <Typography variant="caption" component="p" sx={{ lineHeight: 1.2, fontStyle: 'italic' }}>
          {state}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/** The day by employee: time down the side in 15-minute rows, each appointment a block in its services' colour. */
export function DayGrid({ date, employees, appointments, range, onSlot, onOpen, onDrop }: Props) {
  const { t } = useTranslation();
  const rows: number[] = [];
  for (let minute = range.from; minute < range.to; minute += SLOT_MINUTES) rows.push(minute);
  const height = (range.to - range.from) * PX_PER_MINUTE;
  const hourLines = `repeating-linear-gradient(to bottom, transparent 0 ${ROW_PX - 1}px, rgba(0,0,0,0.08) ${ROW_PX - 1}px ${ROW_PX}px)`;

  const drop = (event: React.DragEvent<HTMLElement>, employeeId: string) => {
    const data = event.dataTransfer.getData(DRAG_TYPE);
    if (!data || !onDrop) return;
    event.preventDefault();
    const { id, from } = JSON.parse(data) as { id: string; from: string };
    const appointment = appointments.find((a) => a.id === id);
    if (!appointment) return;
    const y = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const minute = range.from + Math.round(y / PX_PER_MINUTE / SLOT_MINUTES) * SLOT_MINUTES;
    onDrop(appointment, from, employeeId, minute);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `56px repeat(${employees.length}, minmax(150px, 1fr))`,
        minWidth: 'min-content',
      }}
    >
      <Box sx={{ display: 'contents' }}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
          <Typography variant="caption">{t('orders.board.time')}</Typography>
        </Box>
        {employees.map((employee) => (
          <Box
            key={employee.id}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              borderBottom: 3,
              borderColor: employee.color || 'divider',
              px: 1,
              py: 0.5,
            }}
          >
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
              {employeeName(employee)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'contents' }}>
        <Box aria-hidden sx={{ position: 'relative', height }}>
          {rows
            .filter((minute) => minute % 60 === 0 || minute % 30 === 0)
            .map((minute) => (
              <Typography
                key={minute}
                variant="caption"
                style={{ top: (minute - range.from) * PX_PER_MINUTE }}
                sx={{ position: 'absolute', right: 6, lineHeight: 1 }}
              >
                {timeOf(minute)}
              </Typography>
            ))}
        </Box>
        {employees.map((employee) => {
          const blocks = columnBlocks(appointments, employee.id);
          const name = employeeName(employee);
          return (
            <Box
              component="section"
              key={employee.id}
              data-testid={`board-column-${employee.id}`}
              aria-label={name}
              onDragOver={(event) => onDrop && event.preventDefault()}
              onDrop={(event) => drop(event, employee.id)}
              sx={{
                position: 'relative',
                height,
                borderLeft: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
                backgroundImage: hourLines,
              }}
            >
              {freeSlots(employee, date, range.opening, blocks).map((minute) => (
                <ButtonBase
                  key={minute}
                  onClick={() => onSlot(employee.id, minute)}
                  aria-label={t('orders.board.freeSlot', { employee: name, time: timeOf(minute) })}
                  style={{ top: (minute - range.from) * PX_PER_MINUTE }}
                  sx={{
                    position: 'absolute',
                    height: ROW_PX,
                    left: 0,
                    right: 0,
                    bgcolor: 'background.paper',
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.light', opacity: 0.5 },
                  }}
                />
              ))}
              {blocks.map((block) => (
                <Block
                  key={block.appointment.id}
                  block={block}
                  dayStart={range.from}
                  employeeId={employee.id}
                  onOpen={onOpen}
                />
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
