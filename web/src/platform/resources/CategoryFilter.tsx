import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';

/** The category a list is filtered by, kept in the address (`?category=`): '' for all. */
export function useCategoryParam(): string {
  const [params] = useSearchParams();
  return params.get('category') ?? '';
}

/**
 * The category select of a catalogue list's toolbar (dishes, services, products): 'all' first, then the categories,
 * each indented by its `depth` in a tree (0 for flat lists). The choice lives in the address, so a reload or a link
 * keeps it.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
}: {
  label: string;
  allLabel: string;
  categories: readonly { id: string; name: string; depth?: number }[];
}) {
  const [params, setParams] = useSearchParams();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={params.get('category') ?? ''}
      onChange={(event) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (event.target.value) next.set('category', event.target.value);
          else next.delete('category');
          return next;
        })
      }
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {categories.map(({ id, name, depth = 0 }) => (
        <MenuItem key={id} value={id} sx={depth > 0 ? { pl: 2 + depth * 2 } : undefined}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
