import { beforeAll, describe, expect, it } from 'vitest';
import { useForm, useWatch } from 'react-hook-form';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadModuleMessages } from '../../../i18n';
import type { EmployeeForm } from './EmployeeFields';
import { TimeOffField } from './TimeOffField';

beforeAll(() => loadModuleMessages('configuration', () => import('../i18n')));

function Harness({ timeOff, readOnly = false }: { timeOff: EmployeeForm['timeOff']; readOnly?: boolean }) {
  const form = useForm<EmployeeForm>({ defaultValues: { timeOff } as EmployeeForm });
  const values = useWatch({ control: form.control }) as EmployeeForm;
  return (
    <>
      <TimeOffField form={form} readOnly={readOnly} />
      <pre data-testid="values">{JSON.stringify(values.timeOff)}</pre>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent) as EmployeeForm['timeOff'];

describe('TimeOffField', () => {
  it('adds a period, fills it in and removes another', async () => {
    const user = userEvent.setup();
    render(<Harness timeOff={[{ from: '2026-08-01', to: '2026-08-15', note: 'Vacaciones' }]} />);
    await user.click(screen.getByRole('button', { name: 'Añadir ausencia' }));
    fireEvent.change(screen.getByLabelText('Ausencia 2: Desde'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Ausencia 2: Hasta (incluido)'), { target: { value: '2026-12-26' } });
    await user.type(screen.getByLabelText('Ausencia 2: Motivo'), 'Navidad');
    expect(values()).toEqual([
      { from: '2026-08-01', to: '2026-08-15', note: 'Vacaciones' },
      { from: '2026-12-24', to: '2026-12-26', note: 'Navidad' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar ausencia: Ausencia 1' }));
    expect(values()).toEqual([{ from: '2026-12-24', to: '2026-12-26', note: 'Navidad' }]);
  });

  it('says when there is none, and offers no changes when read-only', () => {
    render(<Harness timeOff={[]} readOnly />);
    expect(screen.getByText('Sin ausencias previstas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir ausencia' })).toBeNull();
  });
});
