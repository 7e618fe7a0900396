import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { formatCents, mergeAllergens, type DailyMenu } from '@plataforma/domain';
import { intervalText } from '../../../ui/schedule-text';
import { AllergenIcons, AllergenLegend } from './Allergens';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The menú del día as guests see it: big, clean, with allergens, fit for a screen in the dining room or a printed
 * sheet (the buttons do not print).
 */
export function DailyMenuScreen({ menu, onClose }: { menu: DailyMenu; onClose: () => void }) {
  const { t } = useTranslation();
  const present = mergeAllergens(...menu.courses.flatMap((course) => course.items.map((item) => item.allergens)));
  return (
    <Dialog fullScreen open onClose={onClose} aria-label={menu.name}>
      <Box
        data-testid="daily-menu-screen"
        sx={{ p: { xs: 3, md: 6 }, maxWidth: 900, mx: 'auto', width: '100%', textAlign: 'center' }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', '@media print': { display: 'none' } }}>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('restaurant.dailyMenu.print')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('restaurant.dailyMenu.close')}
          </Button>
        </Stack>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mt: 2 }}>
          {menu.name}
        </Typography>
        <Typography variant="h6" color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {longDate(menu.date)}
        </Typography>
        {menu.courses.map((course) => (
          <Box key={course.name} component="section" sx={{ mt: 4 }}>
            <Typography variant="h5" component="h2" sx={{ textTransform: 'uppercase', letterSpacing: 2, mb: 1 }}>
              {course.name}
            </Typography>
            {course.items.map((item, index) => (
              <Typography key={`${item.name}-${index}`} variant="h6" component="p" sx={{ fontWeight: 400 }}>
                {item.name} <AllergenIcons allergens={item.allergens} size={20} />
              </Typography>
            ))}
          </Box>
        ))}
        <Typography variant="h4" component="p" sx={{ mt: 5, fontWeight: 700 }}>
          {formatCents(menu.priceCents)}
        </Typography>
        {menu.halfPriceCents !== null && (
          <Typography variant="h6" component="p">
            {t('restaurant.dailyMenu.screenHalf', { price: formatCents(menu.halfPriceCents) })}
          </Typography>
        )}
        {menu.includes.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            {t('restaurant.dailyMenu.includes')}:{' '}
            {menu.includes.map((include) => t(`restaurant.dailyMenu.include.${include}`)).join(', ')}
          </Typography>
        )}
        <Typography color="text.secondary">{intervalText(menu.hours, t)}</Typography>
        {menu.notes && <Typography sx={{ mt: 2 }}>{menu.notes}</Typography>}
        {present.length > 0 && (
          <Box sx={{ mt: 4 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('restaurant.dailyMenu.allergensLegend')}
            </Typography>
            <AllergenLegend allergens={present} />
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
