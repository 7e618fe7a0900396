import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatCents } from '@plataforma/domain';
import { useHasKeyboard } from '../../../platform/device/keyboard';
import { TabStrip } from '../../../ui/TabStrip';
import { gridColumns, type Catalog, type CatalogItem, type CatalogTab } from './useCatalog';

/**
 * The catalogue's search box, for the till's top bar ('/' focuses it; see useCatalog, and the hint says so only where
 * there is a keyboard). On a phone it takes a row of its own, the bar's last.
 */
export function CatalogSearchField<T extends CatalogItem>({ catalog, label }: { catalog: Catalog<T>; label: string }) {
  const { t } = useTranslation();
  const keyboard = useHasKeyboard();
  const field = catalog.searchField;
  return (
    <TextField
      inputRef={field.inputRef}
      size="small"
      placeholder={keyboard ? t('pos.catalog.searchHint') : t('pos.catalog.search')}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onKeyDown={field.onKeyDown}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      // On a phone: last in the bar (after the staff lock and the user menu), on a row of its own.
      sx={{
        minWidth: { md: 260 },
        flexBasis: { xs: '100%', md: 'auto' },
        order: { xs: 1, md: 0 },
        pb: { xs: 1, md: 0 },
      }}
    />
  );
}

function ItemButton<T extends CatalogItem>({
  item,
  highlighted,
  disabled,
  tabStop,
  adornment,
  onChoose,
  onFocus,
}: {
  item: T;
  highlighted: boolean;
  disabled: boolean;
  /** The grid's one stop of the Tab key (roving tabindex). */
  tabStop: boolean;
  adornment: ReactNode;
  onChoose: (item: T) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation();
  const soldOut = item.soldOut ? `, ${t('pos.catalog.soldOut')}` : '';
  return (
    <ButtonBase
      data-testid="pos-item"
      data-highlighted={highlighted ? 'true' : undefined}
      disabled={item.soldOut || disabled}
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onChoose(item)}
      onFocus={onFocus}
      aria-label={`${item.name}, ${formatCents(item.priceCents)}${soldOut}`}
      sx={{
        flexGrow: 1,
        minHeight: 96,
        p: 1.25,
        borderRadius: 2,
        border: 2,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: item.tinted ? 'action.hover' : 'background.paper',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'space-between',
        textAlign: 'left',
        opacity: item.soldOut ? 0.5 : 1,
      }}
    >
      <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }}>{item.name}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 0.5 }}>
        {adornment}
        <Typography sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
          {item.soldOut ? t('pos.catalog.soldOut') : formatCents(item.priceCents)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/**
 * Arrow keys over a grid of buttons with a roving tabindex: the grid is one stop of the Tab key, and the arrows (up
 * and down by the columns laid out now), Home and End move the focus among the buttons that can be pressed.
 */
function useRovingFocus(enabled: readonly boolean[]) {
  const [active, setActive] = useState(0);
  // The stop is the last focused button while it can be pressed (the list changes with the tab and the search).
  const stop = enabled[active] ? active : enabled.indexOf(true);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-testid="pos-item"]')];
    const from = buttons.findIndex((button) => button === document.activeElement);
    if (from < 0) return;
    const columns = gridColumns(event.currentTarget);
    const last = buttons.length - 1;
    const moves: Record<string, [target: number, direction: number]> = {
      ArrowRight: [from + 1, 1],
      ArrowLeft: [from - 1, -1],
      ArrowDown: [from + columns, 1],
      ArrowUp: [from - columns, -1],
      Home: [0, 1],
      End: [last, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let [to] = move;
    // Sold-out items cannot take the focus: go on in the same direction to the next that can.
    while (to >= 0 && to <= last && buttons[to]!.disabled) to += move[1];
    if (to >= 0 && to <= last) buttons[to]!.focus();
  };
  return { stop, onKeyDown, focused: setActive };
}

/**
 * A till's catalogue: tabs over a grid of big buttons (found items while searching, the highlighted one framed).
 * The selling module gives the tabs, its wording and what to show on each button (the restaurant's allergens).
 */
export function CatalogGrid<T extends CatalogItem>({
  catalog,
  tabs,
  label,
  emptyText,
  loaded,
  disabled,
  adornment,
  header,
}: {
  catalog: Catalog<T>;
  tabs: CatalogTab[];
  /** The grid's accessible name. */
  label: string;
  /** Shown when nothing matches (once the catalogue has loaded). */
  emptyText: string;
  loaded: boolean;
  /** Nothing can be added (a closed order). */
  disabled: boolean;
  adornment?: (item: T) => ReactNode;
  /** Above the tabs: the selling module's own control (the restaurant's course picker). */
  header?: ReactNode;
}) {
  const { shown, highlighted, bindGrid } = catalog;
  const roving = useRovingFocus(shown.map((item) => !item.soldOut && !disabled));
  return (
    <>
      {header}
      <TabStrip
        value={catalog.tab}
        items={tabs}
        onChange={catalog.selectTab}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      />
      <Box sx={{ overflow: 'auto', p: 1.5, flexGrow: 1 }}>
        {loaded && shown.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
        <Box
          ref={bindGrid}
          role="list"
          aria-label={label}
          onKeyDown={roving.onKeyDown}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}
        >
          {shown.map((item, index) => (
            <Box role="listitem" key={item.key} sx={{ display: 'flex' }}>
              <ItemButton
                item={item}
                highlighted={index === highlighted}
                disabled={disabled}
                tabStop={index === roving.stop}
                adornment={adornment?.(item)}
                onChoose={catalog.choose}
                onFocus={() => roving.focused(index)}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
