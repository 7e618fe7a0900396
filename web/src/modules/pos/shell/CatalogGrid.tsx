import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatCents } from '@plataforma/domain';
import { useHasKeyboard } from '../../../platform/device/keyboard';
import type { Catalog, CatalogItem, CatalogTab } from './useCatalog';

/**
 * The catalogue's search box, for the till's top bar ('/' focuses it; see useCatalog, and the hint says so only where
 * there is a keyboard). On a phone it takes a row of its own.
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
      sx={{ minWidth: { md: 260 }, flexBasis: { xs: '100%', md: 'auto' }, pb: { xs: 1, md: 0 } }}
    />
  );
}

function ItemButton<T extends CatalogItem>({
  item,
  highlighted,
  disabled,
  adornment,
  onChoose,
}: {
  item: T;
  highlighted: boolean;
  disabled: boolean;
  adornment: ReactNode;
  onChoose: (item: T) => void;
}) {
  const { t } = useTranslation();
  const soldOut = item.soldOut ? `, ${t('pos.catalog.soldOut')}` : '';
  return (
    <ButtonBase
      data-testid="pos-item"
      data-highlighted={highlighted ? 'true' : undefined}
      disabled={item.soldOut || disabled}
      onClick={() => onChoose(item)}
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
  return (
    <>
      {header}
      <Tabs
        value={catalog.tab}
        onChange={(_, value: string) => catalog.selectTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 56 } }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <Box sx={{ overflow: 'auto', p: 1.5, flexGrow: 1 }}>
        {loaded && shown.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
        <Box
          ref={bindGrid}
          role="list"
          aria-label={label}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}
        >
          {shown.map((item, index) => (
            <Box role="listitem" key={item.key} sx={{ display: 'flex' }}>
              <ItemButton
                item={item}
                highlighted={index === highlighted}
                disabled={disabled}
                adornment={adornment?.(item)}
                onChoose={catalog.choose}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
