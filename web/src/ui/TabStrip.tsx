import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface TabStripItem<V extends string> {
  value: V;
  label: ReactNode;
  /** The tab's id and the panel it controls, when the screen renders one. */
  id?: string;
  controls?: string;
  testId?: string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A row of tabs for the tills (the catalogue's categories, the phone's 'Carta | Pedido'): a WAI-ARIA tablist with
 * one Tab stop and the arrow keys, Home and End moving the selection, scrolling sideways when the tabs do not fit.
 * Chosen over MUI's Tabs on the tills' first load (its indicator and scroll buttons cost ~5 KB there).
 */
export function TabStrip<V extends string>({
  value,
  items,
  onChange,
  label,
  fullWidth = false,
  sx,
}: {
  /** false: none selected (the catalogue while a search shows its results). */
  value: V | false;
  items: TabStripItem<V>[];
  onChange: (value: V) => void;
  label?: string;
  fullWidth?: boolean;
  sx?: object;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.findIndex((item) => item.value === value);
  // The selected tab stays in sight (a category chosen by search, or by the arrow keys past the edge).
  useEffect(() => {
    refs.current[selected]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT[event.key];
    if (!move || items.length === 0) return;
    event.preventDefault();
    const next = move(Math.max(selected, 0), items.length);
    refs.current[next]?.focus();
    onChange(items[next]!.value);
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Its height from the start, tabs or not yet: what follows does not move when they arrive.
      sx={{ display: 'flex', overflowX: 'auto', flexShrink: 0, minHeight: 56, scrollbarWidth: 'thin', ...sx }}
    >
      {items.map((item, index) => {
        const on = index === selected;
        return (
          <ButtonBase
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            role="tab"
            id={item.id}
            aria-controls={item.controls}
            aria-selected={on}
            tabIndex={on || (selected < 0 && index === 0) ? 0 : -1}
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
            sx={{
              minHeight: 56,
              px: 2,
              flex: fullWidth ? 1 : 'none',
              whiteSpace: 'nowrap',
              typography: 'button',
              color: on ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: on ? 'primary.main' : 'transparent',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {item.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
