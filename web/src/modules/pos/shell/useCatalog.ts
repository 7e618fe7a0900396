import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { foldText } from '@plataforma/domain';

/** One button of a till's catalogue grid (a dish, a service, a product...). */
export interface CatalogItem {
  key: string;
  name: string;
  priceCents: number;
  soldOut: boolean;
  /** The tab it is listed under. */
  tab: string;
  /** Shown on a tinted button (the restaurant's combos and menú del día). */
  tinted?: boolean;
}

export interface CatalogTab {
  value: string;
  label: string;
}

/** The tab that lists every item. */
export const ALL_TAB = 'all';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/** A CSS grid's columns as laid out now (it fills the width), for the up and down arrows. */
export const gridColumns = (grid: HTMLElement | null) =>
  grid ? Math.max(1, getComputedStyle(grid).gridTemplateColumns.split(' ').length) : 1;

/**
 * The catalogue grid's state and keyboard: tabs, the search ('/' focuses it from anywhere but a text field or while
 * `paused`, e.g. with a dialog open), arrows move the highlight through the found items, Enter chooses the
 * highlighted one, Esc clears the search.
 */
export function useCatalog<T extends CatalogItem>(
  items: readonly T[],
  onChoose: (item: T) => void,
  { paused }: { paused: boolean },
) {
  const [tab, setTab] = useState(ALL_TAB);
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // The grid element as state (a callback ref), read by the arrow keys.
  const [grid, setGrid] = useState<HTMLElement | null>(null);

  const query = foldText(search.trim());
  const shown = items.filter((item) =>
    query ? foldText(item.name).includes(query) : tab === ALL_TAB || item.tab === tab,
  );

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === '/' && !isTyping(event.target) && !paused) {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [paused]);

  const onKeyDown = (event: KeyboardEvent) => {
    const columns = gridColumns(grid);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    if (event.key in moves) {
      event.preventDefault();
      setHighlight((h) => Math.min(Math.max(0, h + moves[event.key]!), Math.max(0, shown.length - 1)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = shown[Math.min(highlight, shown.length - 1)];
      if (item) onChoose(item);
    } else if (event.key === 'Escape' && search) {
      setSearch('');
    }
  };

  return {
    /** The selected tab, or none while searching (the search looks through every tab). */
    tab: query ? (false as const) : tab,
    selectTab: (value: string) => {
      setTab(value);
      setHighlight(0);
    },
    shown,
    /** The index of the highlighted item while searching, else -1. */
    highlighted: query ? highlight : -1,
    choose: onChoose,
    /** The grid's callback ref. */
    bindGrid: setGrid,
    searchField: {
      inputRef,
      value: search,
      onChange: (value: string) => {
        setSearch(value);
        setHighlight(0);
      },
      onKeyDown,
    },
  };
}

export type Catalog<T extends CatalogItem> = ReturnType<typeof useCatalog<T>>;
