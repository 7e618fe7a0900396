import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { MODULE_TYPES, type ModuleType } from '@plataforma/domain';
import { moduleIcons } from '../../layout/module-icons';

interface Props {
  selected: readonly ModuleType[];
  onToggle: (type: ModuleType, checked: boolean) => void;
  disabled?: boolean;
}

/** Every module of the product with its Spanish name and icon, to switch on or off. */
export function ModulePicker({ selected, onToggle, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}>
      {MODULE_TYPES.map((type) => {
        const Icon = moduleIcons[type];
        return (
          <FormControlLabel
            key={type}
            disabled={disabled}
            control={<Checkbox checked={selected.includes(type)} onChange={(_, checked) => onToggle(type, checked)} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Icon fontSize="small" color="action" />
                {t(`modules.${type}`)}
              </Box>
            }
          />
        );
      })}
    </Box>
  );
}
