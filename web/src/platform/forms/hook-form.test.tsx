import { describe, expect, it, vi } from 'vitest';
import { useFieldArray, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The app's react-hook-form runtime (hook-form.ts, aliased by vite): what the forms rely on, beyond what every
 * form's own test covers.
 */
type Values = { name: string; items: { label: string }[] };

/** Required name: the message the form shows under the field. */
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name.trim()
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'validation', message: 'Falta el nombre' } } };

function Harness({
  onValid,
  values,
  onRender,
}: {
  onValid: (values: Values) => void;
  values?: Values;
  onRender?: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: '', items: [] }, values, resolver });
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  onRender?.();
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor="name">Nombre</label>
      <input id="name" {...form.register('name')} />
      {form.formState.errors.name && <p role="alert">{form.formState.errors.name.message}</p>}
      {items.fields.map((field, index) => (
        <div key={field.key} data-testid="item">
          <input aria-label={`Elemento ${index + 1}`} {...form.register(`items.${index}.label`)} />
          <button type="button" onClick={() => items.remove(index)}>
            Quitar {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => items.append({ label: '' })}>
        Añadir
      </button>
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('the react-hook-form runtime', () => {
  it('validates on submit, focuses the field in error, then revalidates it as it changes', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta el nombre');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ana', items: [] });
  });

  it('keeps typing out of the host: an input holds its value without re-rendering the form', async () => {
    const onRender = vi.fn();
    render(<Harness onValid={() => undefined} onRender={onRender} />);
    const before = onRender.mock.calls.length;
    await userEvent.type(screen.getByLabelText('Nombre'), 'Lola');
    expect(onRender).toHaveBeenCalledTimes(before);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lola');
  });

  it('keeps each list item with its own input when one before it is removed', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Nombre'), 'Carta');
    for (const label of ['uno', 'dos', 'tres']) {
      await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
      const inputs = screen.getAllByRole('textbox', { name: /^Elemento/ });
      await userEvent.type(inputs.at(-1)!, label);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Quitar 1' }));
    expect(
      screen.getAllByRole('textbox', { name: /^Elemento/ }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['dos', 'tres']);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Carta', items: [{ label: 'dos' }, { label: 'tres' }] });
  });

  it('follows `values`: new data from the server reset the form to them', async () => {
    const { rerender } = render(<Harness onValid={() => undefined} values={{ name: 'Antes', items: [] }} />);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Antes');
    await act(async () => rerender(<Harness onValid={() => undefined} values={{ name: 'Después', items: [] }} />));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Después');
  });
});
