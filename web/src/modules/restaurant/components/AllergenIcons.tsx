import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { Tooltip } from '../../../ui/Tooltip';
import Typography from '@mui/material/Typography';
import type { Allergen } from '@plataforma/domain';

// Apart from the picker (react-hook-form, checkboxes): screens that only show allergens (the POS, the kitchen
// board) load this file alone.

/**
 * One coloured badge per EU allergen, with two letters: readable at a glance on a list, a POS button, the kitchen
 * board or a printed menu, on every device (emoji pictograms depend on the device's fonts and a kiosk may have none).
 * Each pair of colours reaches WCAG AA's 4.5:1 (the letters are small).
 */
export const BADGE_COLORS: Record<Allergen, { background: string; text: string }> = {
  gluten: { background: '#d99a1e', text: '#2b2300' },
  crustaceans: { background: '#2d7ab1', text: '#fff' },
  eggs: { background: '#e8771a', text: '#2b1400' },
  fish: { background: '#1f4e96', text: '#fff' },
  peanuts: { background: '#8d4a25', text: '#fff' },
  soy: { background: '#4a8222', text: '#fff' },
  milk: { background: '#9ccbe8', text: '#12324a' },
  nuts: { background: '#a4561b', text: '#fff' },
  celery: { background: '#6aa536', text: '#142600' },
  mustard: { background: '#c9a800', text: '#2b2300' },
  sesame: { background: '#b39b6b', text: '#2b2312' },
  sulphites: { background: '#7b2d6b', text: '#fff' },
  lupin: { background: '#e6c229', text: '#2b2300' },
  molluscs: { background: '#1c827b', text: '#fff' },
};

/**
 * One allergen's badge, named for screen readers and on hover; `decorative` where its name is written beside it
 * (then screen readers hear the name once).
 */
export function AllergenBadge({
  allergen,
  size = 20,
  decorative = false,
}: {
  allergen: Allergen;
  size?: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const colors = BADGE_COLORS[allergen];
  const name = t(`restaurant.allergens.${allergen}`);
  const badge = (
    <Box
      component="span"
      {...(decorative ? { 'aria-hidden': true } : { role: 'listitem', 'aria-label': name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colors.background,
        color: colors.text,
        fontSize: Math.round(size * 0.45),
        fontWeight: 700,
        lineHeight: 1,
        flexShrink: 0,
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      {t(`restaurant.allergenCodes.${allergen}`)}
    </Box>
  );
  return decorative ? badge : <Tooltip title={name}>{badge}</Tooltip>;
}

/** The allergens of a dish as badges, in the regulation's order. */
export function AllergenIcons({ allergens, size = 20 }: { allergens: readonly Allergen[]; size?: number }) {
  const { t } = useTranslation();
  if (allergens.length === 0) return null;
  return (
    <Box
      component="span"
      role="list"
      aria-label={t('restaurant.allergens.title')}
      sx={{ display: 'inline-flex', gap: 0.25, flexWrap: 'wrap', verticalAlign: 'middle' }}
    >
      {allergens.map((allergen) => (
        <AllergenBadge key={allergen} allergen={allergen} size={size} />
      ))}
    </Box>
  );
}

/** Badge and Spanish name of every allergen present: the legend under a printed menu. */
export function AllergenLegend({ allergens }: { allergens: readonly Allergen[] }) {
  const { t } = useTranslation();
  if (allergens.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('restaurant.allergens.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {allergens.map((allergen) => (
        <Box component="li" key={allergen} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AllergenBadge allergen={allergen} size={18} decorative />
          <Typography variant="body2">{t(`restaurant.allergens.${allergen}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
