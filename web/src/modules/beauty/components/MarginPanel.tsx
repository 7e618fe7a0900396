import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatCents, isEuroAmount, serviceMargin, type Material } from '@plataforma/domain';
import type { ServiceForm } from './ServiceFields';

/** The service's margin as the form stands: price less VAT less what its materials cost, updated as one types. */
export function MarginPanel({ form, materials }: { form: UseFormReturn<ServiceForm>; materials: Material[] }) {
  const { t } = useTranslation();
  const [price, vatRate, uses] = useWatch({ control: form.control, name: ['price', 'vatRate', 'materials'] });
  const costs = new Map(materials.map((material) => [material.id, material.costPerUnitCents]));
  const valid = price !== '' && isEuroAmount(price);
  const margin = valid
    ? serviceMargin(
        {
          priceCents: eurosToCents(price),
          vatRate,
          // A row being typed (no material yet, a quantity half written) counts as nothing.
          materials: (uses ?? []).map((use) => ({ materialId: use.materialId, quantity: Number(use.quantity) || 0 })),
        },
        costs,
      )
    : undefined;
  const rows: [string, number][] = margin
    ? [
        [t('beauty.margin.price'), margin.netCents + margin.vatCents],
        [t('beauty.margin.vat'), -margin.vatCents],
        [t('beauty.margin.materials'), -margin.materialsCents],
      ]
    : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('beauty.margin.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('beauty.margin.title')}
      </Typography>
      {margin ? (
        <Stack component="dl" sx={{ m: 0 }}>
          {rows.map(([label, cents]) => (
            <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', maxWidth: 320 }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatCents(cents)}
              </Typography>
            </Stack>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', maxWidth: 320 }}>
            <Typography component="dt" sx={{ fontWeight: 'bold' }}>
              {t('beauty.margin.margin')}
            </Typography>
            <Typography
              component="dd"
              data-testid="service-margin"
              sx={{ m: 0, fontWeight: 'bold' }}
              color={margin.marginCents < 0 ? 'error' : 'success.main'}
            >
              {formatCents(margin.marginCents)}
            </Typography>
          </Stack>
        </Stack>
      ) : (
        <Typography variant="body2">{t('beauty.margin.noPrice')}</Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('beauty.margin.help')}
      </Typography>
    </Paper>
  );
}
