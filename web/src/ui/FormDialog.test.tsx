import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('is named by its title, shows the refusal, confirms on Enter or the button, cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <FormDialog
        id="join"
        title="Añadir cliente"
        description="Se abre su tarjeta a 0."
        error="Este cliente ya tiene la tarjeta"
        confirmLabel="Añadir"
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <TextField label="Nombre" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Añadir cliente' });
    expect(dialog).toHaveTextContent('Se abre su tarjeta a 0.');
    expect(screen.getByRole('alert')).toHaveTextContent('Este cliente ya tiene la tarjeta');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana{Enter}');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
