import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadModuleMessages } from '../../../i18n';
import { CatalogGrid } from './CatalogGrid';
import { ALL_TAB, useCatalog, type CatalogItem } from './useCatalog';

const item = (name: string, soldOut = false): CatalogItem => ({
  key: name,
  name,
  priceCents: 300,
  soldOut,
  tab: 'bar',
});
const items = [item('Caña'), item('Vermut'), item('Sidra', true), item('Tinto'), item('Agua')];

function Till({ onChoose }: { onChoose: (item: CatalogItem) => void }) {
  const catalog = useCatalog(items, onChoose, { paused: false });
  return (
    <>
      <button type="button">Antes</button>
      <CatalogGrid
        catalog={catalog}
        tabs={[{ value: ALL_TAB, label: 'Todo' }]}
        label="Carta"
        emptyText="Nada"
        loaded
        disabled={false}
      />
      <button type="button">Después</button>
    </>
  );
}

beforeAll(() => loadModuleMessages('pos', () => import('../i18n')));
afterEach(() => vi.restoreAllMocks());

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });

describe('CatalogGrid', () => {
  it('is one stop of the Tab key, and the arrows, Home and End move the focus through the items', async () => {
    // The grid's columns as the browser lays them out: two (jsdom does no layout).
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const style = computed(element);
      if (element.getAttribute('aria-label') === 'Carta') style.gridTemplateColumns = '150px 150px';
      return style;
    });
    const onChoose = vi.fn();
    render(<Till onChoose={onChoose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Antes' }));
    await user.tab(); // the selected tab
    await user.tab();
    expect(button('Caña')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(button('Caña')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Vermut')).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // Sidra is sold out: skipped
    expect(button('Tinto')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Vermut')).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // two columns: Vermut, then Tinto below it
    expect(button('Tinto')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Vermut')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Agua')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Caña')).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // the first stays
    expect(button('Caña')).toHaveFocus();

    // The last focused item is the grid's stop when the Tab key comes back.
    await user.keyboard('{End}');
    await user.tab();
    await user.tab({ shift: true });
    expect(button('Agua')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(items[4]);
  });
});
