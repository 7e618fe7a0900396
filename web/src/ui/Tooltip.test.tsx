import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

describe('Tooltip loaded on demand', () => {
  it('shows the element at once and its hover text once loaded', async () => {
    render(
      <Tooltip title="Mostaza">
        <span aria-label="Mostaza">Mo</span>
      </Tooltip>,
    );
    const badge = screen.getByText('Mo');
    expect(badge).toHaveAccessibleName('Mostaza');
    // Hovered again until MUI's Tooltip has replaced the plain element.
    await vi.waitFor(
      async () => {
        await userEvent.unhover(screen.getByText('Mo'));
        await userEvent.hover(screen.getByText('Mo'));
        expect(screen.getByRole('tooltip')).toHaveTextContent('Mostaza');
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
