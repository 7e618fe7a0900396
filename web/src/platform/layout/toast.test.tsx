import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import Toasts from './Toasts';
import { toast } from './toast';

describe('toasts', () => {
  it('show a message repeated by the same action once, and different messages each', async () => {
    render(<Toasts />);
    act(() => {
      for (let i = 0; i < 3; i++) toast.error('No se pudo guardar');
      toast.success('No se pudo guardar');
      toast.error('Sin conexión');
    });
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo guardar')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('a toast over a button', () => {
  it('lets the pointer through to the button (only its close button takes clicks), so it never blocks the next action', async () => {
    render(<Toasts />);
    act(() => {
      toast.success('Caja cerrada');
    });
    const item = (await screen.findByText('Caja cerrada')).closest('[data-sonner-toast]')!;
    expect(getComputedStyle(item).pointerEvents).toBe('none');
    const close = item.querySelector('[data-close-button]')!;
    expect(getComputedStyle(close).pointerEvents).toBe('auto');
  });
});
