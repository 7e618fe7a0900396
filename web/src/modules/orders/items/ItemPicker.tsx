import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents, type SellableItem } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

const SEARCH_DELAY_MS = 250;

/** An id held by the form whose item the server did not answer (deleted, or its module switched off). */
type Shown = SellableItem & { missing?: boolean };

export interface ItemPickerProps {
  /** The chosen items' ids (what the form holds and the API takes). */
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
  /** One item at most: choosing another replaces it (a loyalty reward's free item). */
  single?: boolean;
  error?: boolean;
  helperText?: string;
  readOnly?: boolean;
  id?: string;
}

function useItemsApi() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const url = (query: Record<string, string>) =>
    `/organizations/${encodeURIComponent(organizationId)}/orders/items?${new URLSearchParams(query)}`;
  return { organizationId, url };
}

/**
 * Choosing what the organization sells, across its selling modules (dishes and combos today), by name: the server
 * searches as the person types (from the first focus, not before), and the ids already chosen show as their names
 * (one query for all of them). Loaded lazily from the orders folder's index, with its texts.
 */
export function ItemPicker({ value, onChange, label, single, error, helperText, readOnly, id }: ItemPickerProps) {
  const { t } = useTranslation();
  const { organizationId, url } = useItemsApi();
  const [input, setInput] = useState('');
  const [opened, setOpened] = useState(false);
  // Names already seen (searched or chosen), so a chip keeps its name while the ids' query refreshes.
  const [seen, setSeen] = useState<Map<string, SellableItem>>(() => new Map());
  const q = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);

  const resolved = useQuery({
    queryKey: ['orders', organizationId, 'items', 'ids', value],
    queryFn: ({ signal }) => apiRequest<SellableItem[]>(url({ ids: value.join(',') }), { signal }),
    enabled: !!organizationId && value.length > 0,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    queryKey: ['orders', organizationId, 'items', 'search', q],
    queryFn: ({ signal }) => apiRequest<SellableItem[]>(url(q ? { q } : {}), { signal }),
    enabled: !!organizationId && opened && !readOnly,
  });

  const known = new Map(seen);
  for (const item of resolved.data ?? []) known.set(item.id, item);
  const chosen: Shown[] = value.map(
    (itemId) =>
      known.get(itemId) ?? {
        module: 'restaurant',
        kind: '',
        id: itemId,
        name: itemId,
        priceCents: 0,
        missing: !!resolved.data && !resolved.isPlaceholderData,
      },
  );
  const nameOf = (item: Shown) => (item.missing ? t('orders.items.notFound', { id: item.id }) : item.name);

  return (
    <Autocomplete<Shown, true>
      multiple
      id={id}
      value={chosen}
      options={found.data ?? []}
      // The server has searched already (accents and word order included).
      filterOptions={(options) => options}
      filterSelectedOptions
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, item) => option.id === item.id}
      readOnly={readOnly}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
      onOpen={() => setOpened(true)}
      onChange={(_event, items) => {
        const next = single ? items.slice(-1) : items;
        setSeen((before) => new Map([...before, ...next.map((item) => [item.id, item] as const)]));
        setInput('');
        onChange(next.map((item) => item.id));
      }}
      loading={found.isFetching}
      loadingText={t('orders.items.searching')}
      noOptionsText={q ? t('orders.items.noMatches') : t('orders.items.typeToSearch')}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{item.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('orders.items.detail', { module: t(`modules.${item.module}`), price: formatCents(item.priceCents) })}
            </Typography>
          </Box>
        </Box>
      )}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index });
          return (
            <Chip key={key} {...props} size="small" label={nameOf(item)} color={item.missing ? 'warning' : 'default'} />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText} type="search" />
      )}
    />
  );
}
