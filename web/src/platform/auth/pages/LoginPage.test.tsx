import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import { setSession } from '../../../test/session';

describe('auth forms validate before calling the provider', () => {
  it('login: names the missing fields in Spanish', async () => {
    setSession(null);
    renderRoute('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('login: the first wrong field takes the focus, and its message goes once it is corrected', async () => {
    setSession(null);
    renderRoute('/auth/login');
    await userEvent.type(await screen.findByLabelText('Contraseña'), 'secreto');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'lola@example.com');
    expect(screen.queryByText('El correo electrónico no es válido')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('register: refuses a password under 6 characters with the spec message', async () => {
    setSession(null);
    renderRoute('/auth/register');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Lola');
    await userEvent.type(screen.getByLabelText('Apellidos'), 'Martínez');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'lola@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
  });

  it('password fields can be shown and hidden', async () => {
    setSession(null);
    renderRoute('/auth/login');
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
