import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabStrip } from './TabStrip';

function Strip({ initial = 'all' }: { initial?: string | false }) {
  const [value, setValue] = useState<string | false>(initial);
  return (
    <TabStrip
      value={value}
      onChange={setValue}
      label="Categorías"
      items={[
        { value: 'all', label: 'Todo' },
        { value: 'hair', label: 'Peluquería' },
        { value: 'packs', label: 'Bonos' },
      ]}
    />
  );
}

describe('a strip of tabs', () => {
  it('is one Tab stop whose arrows, Home and End move the selection', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Categorías' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Peluquería' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Peluquería' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bonos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Bonos' }));
    expect(screen.getByRole('tab', { name: 'Bonos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with none selected (a search shows its results) keeps the first tab reachable', async () => {
    const user = userEvent.setup();
    render(<Strip initial={false} />);
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveFocus();
  });
});
