import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The till's location, where the organization has more than one (a select: loaded only then). */
export function LocationPicker({
  locations,
  value,
  onChange,
}: {
  locations: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('pos.restaurant.location')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48 }}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
