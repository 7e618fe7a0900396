import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ALLERGENS, type Allergen } from '@plataforma/domain';

/** One pictogram per EU allergen: readable at a glance on a list, a POS button or a printed menu. */
export const ALLERGEN_ICONS: Record<Allergen, string> = {
  gluten: '🌾',
  crustaceans: '🦐',
  eggs: '🥚',
  fish: '🐟',
  peanuts: '🥜',
  soy: '🫘',
  milk: '🥛',
  nuts: '🌰',
  celery: '🥬',
  mustard: '🟡',
  sesame: '⚪',
  sulphites: '🍷',
  lupin: '🌼',
  molluscs: '🦪',
};

/** The allergens of a dish as pictograms, each named for screen readers and on hover. */
export function AllergenIcons({ allergens, size = 18 }: { allergens: readonly Allergen[]; size?: number }) {
  const { t } = useTranslation();
  if (allergens.length === 0) return null;
  return (
    <Box
      component="span"
      role="list"
      aria-label={t('restaurant.allergens.title')}
      sx={{ display: 'inline-flex', gap: 0.25, flexWrap: 'wrap' }}
    >
      {allergens.map((allergen) => (
        <Tooltip key={allergen} title={t(`restaurant.allergens.${allergen}`)}>
          <Box
            component="span"
            role="listitem"
            aria-label={t(`restaurant.allergens.${allergen}`)}
            sx={{ fontSize: size }}
          >
            {ALLERGEN_ICONS[allergen]}
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
}

/** The 14 allergens as checkboxes with their pictogram and Spanish name. */
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
                  label={`${ALLERGEN_ICONS[allergen]} ${t(`restaurant.allergens.${allergen}`)}`}
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
