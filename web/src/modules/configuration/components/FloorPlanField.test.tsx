import { beforeAll, describe, expect, it } from 'vitest';
import { useForm, useWatch } from 'react-hook-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as z from 'zod/mini';
import type { locationBodySchema } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { FloorPlanField } from './FloorPlanField';

type Form = z.infer<typeof locationBodySchema>;

beforeAll(() => loadModuleMessages('configuration', () => import('../i18n')));

/** The form's values as the field leaves them, read from what the harness renders. */
function Harness({ tables }: { tables: Form['tables'] }) {
  const form = useForm<Form>({ defaultValues: { tables } as Form });
  const values = useWatch({ control: form.control }) as Form;
  return (
    <>
      <FloorPlanField form={form} readOnly={false} />
      <pre data-testid="values">{JSON.stringify(values.tables)}</pre>
    </>
  );
}

const positions = (): Record<string, unknown> =>
  Object.fromEntries(
    (JSON.parse(screen.getByTestId('values').textContent) as Form['tables']).map((t) => [t.name, t.position ?? null]),
  );

describe('FloorPlanField', () => {
  it('places a table by picking it and then a cell; a table put on another swaps with it', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        tables={[
          { name: 'M1', zone: 'Sala', seats: 4, position: { col: 0, row: 0 } },
          { name: 'M2', zone: 'Sala', seats: 2 },
          { name: 'T1', zone: 'Terraza', seats: 4 },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'M1: fila 1, columna 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'M2 (sin colocar)' }));
    await user.click(screen.getByRole('button', { name: 'Fila 2, columna 3' }));
    expect(positions()).toMatchObject({ M1: { col: 0, row: 0 }, M2: { col: 2, row: 1 }, T1: null });
    // M2 stays picked: put on M1's cell, M1 takes its old place.
    expect(screen.getByRole('button', { name: 'M2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'M1: fila 1, columna 1' }));
    expect(positions()).toMatchObject({ M1: { col: 2, row: 1 }, M2: { col: 0, row: 0 } });
    // Each zone has its own plan.
    await user.click(screen.getByRole('tab', { name: 'Terraza' }));
    expect(within(screen.getByTestId('floor-plan-editor')).queryByText('M1')).toBeNull();
    expect(screen.getByRole('button', { name: 'T1 (sin colocar)' })).toBeInTheDocument();
  });

  it('moves a table with the arrow keys from the keyboard and takes it off the plan', async () => {
    const user = userEvent.setup();
    render(<Harness tables={[{ name: 'M1', zone: '', seats: 4 }]} />);
    screen.getByRole('button', { name: 'M1 (sin colocar)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(positions().M1).toEqual({ col: 0, row: 0 });
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(positions().M1).toEqual({ col: 1, row: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('M1: fila 2, columna 2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(positions().M1).toEqual({ col: 0, row: 0 });
    await user.click(screen.getByRole('button', { name: 'Quitar del plano' }));
    expect(positions().M1).toBeNull();
  });
});
