import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, stockIdsOf, variantLabel, type Product } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useAllStock } from '../api';
import { AdjustStockDialog, type AdjustTarget } from './AdjustStockDialog';
import { Movements } from './Movements';

/**
 * A saved product's stock: one row per stock item (the product, or each variant) with its units, 'Ajustar stock'
 * for those who may, and its movements on demand.
 */
export function StockPanel({ product }: { product: Product }) {
  const { t } = useTranslation();
  const mayAdjust = can(useCurrentOrganization()?.role, 'ecommerce.stock');
  // The whole stock list (one cached query, shared with the catalogue's stock column), kept to this product's items.
  const stock = useAllStock();
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const quantities = new Map(
    (stock.data ?? []).filter((item) => item.productId === product.id).map((item) => [item.id, item]),
  );
  const labels = new Map(product.variants.map((variant) => [`${product.id}_${variant.id}`, variantLabel(variant)]));
  return (
    <Paper variant="outlined" component="section" aria-label={t('ecommerce.stock.panel')} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('ecommerce.stock.panel')}
        </Typography>
        {!product.trackStock ? (
          <Typography variant="body2">{t('ecommerce.stock.notTracked')}</Typography>
        ) : stock.error ? (
          <Alert severity="error" role="alert">
            {stock.error.message}
          </Alert>
        ) : (
          stockIdsOf(product).map((stockId) => {
            const item = quantities.get(stockId);
            const variant = labels.get(stockId) ?? '';
            const target = { id: stockId, name: product.name, variant, quantity: item?.quantity ?? 0 };
            const title = variant || product.name;
            return (
              <Stack key={stockId} spacing={1} data-testid="stock-row">
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Typography component="h3" variant="subtitle1">
                    {title}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography>
                      {stock.isPending ? '…' : t('ecommerce.stock.current', { count: item?.quantity ?? 0 })}
                    </Typography>
                    {item?.low && <Chip size="small" color="warning" label={t('ecommerce.stock.low')} />}
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    {mayAdjust && (
                      <Button size="small" variant="outlined" onClick={() => setAdjusting(target)}>
                        {t('ecommerce.stock.adjust')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      aria-expanded={open === stockId}
                      onClick={() => setOpen(open === stockId ? null : stockId)}
                    >
                      {t('ecommerce.stock.movements')}
                    </Button>
                  </Stack>
                </Stack>
                <Collapse in={open === stockId} unmountOnExit>
                  <Movements stockId={stockId} title={t('ecommerce.stock.movementsOf', { name: title })} />
                </Collapse>
              </Stack>
            );
          })
        )}
      </Stack>
      {adjusting && <AdjustStockDialog item={adjusting} onClose={() => setAdjusting(null)} />}
    </Paper>
  );
}
