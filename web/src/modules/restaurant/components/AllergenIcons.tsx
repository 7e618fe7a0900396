import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { Allergen } from '@plataforma/domain';

// Apart from the picker (react-hook-form, checkboxes): screens that only show allergens (the POS, the kitchen
// board) load this file alone.
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
