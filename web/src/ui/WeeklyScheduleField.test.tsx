import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { emptyWeeklySchedule, weeklyScheduleSchema, type WeeklySchedule } from '@plataforma/domain';
import { domainResolver } from '../platform/forms/domain-resolver';
import { WeeklyScheduleField } from './WeeklyScheduleField';

const schema = z.strictObject({ hours: weeklyScheduleSchema });

function Harness({ hours, showTotal }: { hours: Partial<WeeklySchedule>; showTotal?: boolean }) {
  const form = useForm({
    resolver: domainResolver(schema),
    defaultValues: { hours: { ...emptyWeeklySchedule(), ...hours } },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <WeeklyScheduleField form={form} name="hours" label="Horario" showTotal={showTotal} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('weekly schedule field', () => {
  it('shows where a night past midnight ends, and counts it in the weekly total', () => {
    render(
      <Harness
        showTotal
        hours={{
          fri: [{ from: '20:00', to: '02:00' }],
          sat: [
            { from: '12:00', to: '16:00' },
            { from: '21:00', to: '00:00' },
          ],
          sun: [{ from: '09:15', to: '12:59' }],
        }}
      />,
    );
    const friday = screen.getByLabelText('Viernes 1: Hasta');
    expect(friday).toHaveAccessibleDescription('Día siguiente');
    expect(screen.getByLabelText('Sábado 2: Hasta')).toHaveAccessibleDescription('Medianoche');
    expect(screen.getByLabelText('Sábado 1: Hasta')).not.toHaveAccessibleDescription();
    expect(screen.getByText('Total semanal: 16 h 44 min')).toBeInTheDocument();
  });

  it('names the day whose hours overlap the night before', async () => {
    render(
      <Harness
        hours={{
          mon: [{ from: '20:00', to: '03:00' }],
          tue: [{ from: '02:00', to: '06:00' }],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const tuesday = (await screen.findByText('Se solapa con el horario del día anterior, que pasa de medianoche'))
      .parentElement!;
    expect(within(tuesday).getByText('Martes')).toBeInTheDocument();
  });

  it('shows the error of one interval on its field', async () => {
    render(<Harness hours={{ wed: [{ from: '25:00', to: '10:00' }] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe la hora como HH:MM')).toBeInTheDocument();
    expect(screen.getByLabelText('Miércoles 1: Desde')).toHaveAttribute('aria-invalid', 'true');
  });
});
