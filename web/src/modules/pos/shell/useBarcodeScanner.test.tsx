import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBarcodeScanner } from './useBarcodeScanner';

function Till({ onScan, onSubmit }: { onScan: (code: string) => void; onSubmit?: () => void }) {
  useBarcodeScanner({ onScan });
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <input aria-label="Nombre" value={name} onChange={(event) => setName(event.target.value)} />
      <output data-testid="state">{name}</output>
    </form>
  );
}

describe('useBarcodeScanner', () => {
  it('takes fast keys ending with Enter as a scan, and keeps them out of the focused field', async () => {
    const onScan = vi.fn();
    const onSubmit = vi.fn();
    render(<Till onScan={onScan} onSubmit={onSubmit} />);
    // A person types, then a scanner types 13 digits and Enter in a few ms (userEvent with no delay).
    const person = userEvent.setup({ delay: 80 });
    await person.type(screen.getByLabelText('Nombre'), 'Ana');
    const scanner = userEvent.setup({ delay: null });
    await scanner.keyboard('8412345678905{Enter}');
    expect(onScan).toHaveBeenCalledWith('8412345678905');
    // The field has what the person typed, in the DOM and in React's state; the Enter submitted nothing.
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByTestId('state')).toHaveTextContent(/^Ana$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('scans with nothing focused too', async () => {
    const onScan = vi.fn();
    render(<Till onScan={onScan} />);
    await userEvent.setup({ delay: null }).keyboard('CAM-001-M{Enter}');
    expect(onScan).toHaveBeenCalledWith('CAM-001-M');
  });

  it('leaves slow typing alone: the keys land in the field and Enter is a plain Enter', async () => {
    const onScan = vi.fn();
    const onSubmit = vi.fn();
    render(<Till onScan={onScan} onSubmit={onSubmit} />);
    await userEvent.setup({ delay: 60 }).type(screen.getByLabelText('Nombre'), '84123{Enter}');
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveValue('84123');
    expect(onSubmit).toHaveBeenCalled();
  });

  it('gives back keys typed fast without Enter (a quick typist is no scanner)', async () => {
    const onScan = vi.fn();
    render(<Till onScan={onScan} />);
    const field = screen.getByLabelText('Nombre');
    await userEvent.setup({ delay: null }).type(field, 'hola');
    await waitFor(() => expect(field).toHaveValue('hola'));
    expect(screen.getByTestId('state')).toHaveTextContent(/^hola$/);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('a short burst with Enter is not a scan', async () => {
    const onScan = vi.fn();
    render(<Till onScan={onScan} />);
    await userEvent.setup({ delay: null }).keyboard('12{Enter}');
    expect(onScan).not.toHaveBeenCalled();
  });
});
