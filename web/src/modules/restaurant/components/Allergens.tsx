import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ALLERGENS, type Allergen } from '@plataforma/domain';
import { AllergenBadge } from './AllergenIcons';

export { AllergenBadge, AllergenIcons, AllergenLegend } from './AllergenIcons';

/** The 14 allergens as checkboxes with their badge and Spanish name. */
export function AllergenPicker<T extends FieldValues>({
  form,
  name,
  readOnly,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const selected = (field.value ?? []) as Allergen[];
        const toggle = (allergen: Allergen, on: boolean) =>
          // Kept in the regulation's order, whatever order they were ticked in.
          field.onChange(ALLERGENS.filter((a) => (a === allergen ? on : selected.includes(a))));
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1">
              {t('restaurant.allergens.title')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
              {ALLERGENS.map((allergen) => (
                <FormControlLabel
                  key={allergen}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                      <AllergenBadge allergen={allergen} size={18} decorative />
                      {t(`restaurant.allergens.${allergen}`)}
                    </Box>
                  }
                  control={
                    <Checkbox
                      checked={selected.includes(allergen)}
                      onChange={(event) => toggle(allergen, event.target.checked)}
                      disabled={readOnly}
                      slotProps={{ input: { 'aria-label': t(`restaurant.allergens.${allergen}`) } }}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      }}
    />
  );
}
