import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadModuleMessages } from '../../../../i18n';
import { DinersDialog } from './DinersDialog';

beforeAll(() => loadModuleMessages('pos', () => import('../../i18n')));

const setup = (initial?: number) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <DinersDialog
      title="Mesa 4: ¿cuántos comensales?"
      initial={initial}
      confirmLabel="Abrir mesa"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
};

describe('DinersDialog', () => {
  it('answers a usual table in one tap', async () => {
    const { user, onConfirm } = setup();
    expect(screen.getByRole('dialog', { name: 'Mesa 4: ¿cuántos comensales?' })).toBeInTheDocument();
    // The keyboard starts on 2, the most usual table.
    expect(screen.getByRole('button', { name: '2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(onConfirm).toHaveBeenCalledWith(4);
  });

  it('takes a larger party typed in, 1 to 99 only; Enter confirms', async () => {
    const { user, onConfirm } = setup();
    const confirm = screen.getByRole('button', { name: 'Abrir mesa' });
    expect(confirm).toBeDisabled();
    const field = screen.getByLabelText('Otro número');
    for (const wrong of ['0', 'x', '-1']) {
      await user.clear(field);
      await user.type(field, wrong);
      expect(confirm).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '12{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(12);
  });

  it('shows the current number when changing it, and Esc closes without answering', async () => {
    const { user, onConfirm, onClose } = setup(14);
    expect(screen.getByLabelText('Otro número')).toHaveValue('14');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    const again = setup(3);
    expect(screen.getAllByRole('button', { name: '3' }).at(-1)).toHaveAttribute('aria-pressed', 'true');
    void again;
  });
});
