import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { can, type StockItem } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { STOCK } from '../api';
import { ecommercePaths } from '../paths';

// The dialogs (the adjustment's form, the movements' table) load when a row opens one, or when its button is hovered.
const loadAdjust = () => import('../components/AdjustStockDialog');
const AdjustStockDialog = lazy(() => loadAdjust().then((m) => ({ default: m.AdjustStockDialog })));
const loadMovements = () => import('../components/MovementsDialog');
const MovementsDialog = lazy(() => loadMovements().then((m) => ({ default: m.MovementsDialog })));
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const nameOf = (item: StockItem) => (item.variant ? `${item.name} (${item.variant})` : item.name);

/**
 * /{organization}/ecommerce/stock: the tracked items with their units ('Solo stock bajo' keeps those at or below
 * their level), adjusted from the row, each with its movements.
 */
export default function StockPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const mayAdjust = can(useCurrentOrganization()?.role, 'ecommerce.stock');
  const [params, setParams] = useSearchParams();
  const low = params.get('low') === 'true';
  const [adjusting, setAdjusting] = useState<StockItem | null>(null);
  const [viewing, setViewing] = useState<StockItem | null>(null);
  const columns: GridColDef<StockItem>[] = [
    {
      field: 'name',
      headerName: t('ecommerce.stock.product'),
      sortable: false,
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={ecommercePaths.product(org, row.productId)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'variant', headerName: t('ecommerce.stock.variant'), sortable: false, minWidth: 120 },
    { field: 'sku', headerName: t('ecommerce.products.sku'), sortable: false, minWidth: 110 },
    {
      field: 'quantity',
      headerName: t('ecommerce.stock.quantity'),
      sortable: false,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <span>{row.quantity}</span>
          {row.low && <Chip size="small" color="warning" label={t('ecommerce.stock.low')} />}
        </Stack>
      ),
    },
    { field: 'lowStockAt', headerName: t('ecommerce.stock.lowStockAt'), sortable: false, type: 'number' },
    {
      field: 'actions',
      headerName: t('common.actions'),
      sortable: false,
      minWidth: 230,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          {mayAdjust && (
            <Button
              size="small"
              variant="outlined"
              aria-label={t('ecommerce.stock.adjustOf', { name: nameOf(row) })}
              onClick={() => setAdjusting(row)}
              onMouseEnter={prefetch(loadAdjust)}
              onFocus={prefetch(loadAdjust)}
            >
              {t('ecommerce.stock.adjust')}
            </Button>
          )}
          <Button
            size="small"
            aria-label={t('ecommerce.stock.movementsOf', { name: nameOf(row) })}
            onClick={() => setViewing(row)}
            onMouseEnter={prefetch(loadMovements)}
            onFocus={prefetch(loadMovements)}
          >
            {t('ecommerce.stock.movements')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('ecommerce.stock.title')}
        </Typography>
        {mayAdjust && (
          <Button component={RouterLink} to={ecommercePaths.stocktake(org)} variant="contained">
            {t('ecommerce.stock.stocktake')}
          </Button>
        )}
      </Stack>
      <ResourceListPage<StockItem>
        path={STOCK}
        columns={columns}
        defaultSort={{ field: 'name', sort: 'asc' }}
        manage="ecommerce.stock"
        searchLabel={t('ecommerce.stock.search')}
        emptyLabel={t(low ? 'ecommerce.stock.emptyLow' : 'ecommerce.stock.empty')}
        // The low-stock list is short and not searched (the API ignores q there): a search looks through everything.
        filters={(q): Record<string, string> => (low && !q ? { low: 'true' } : {})}
        toolbar={
          <FormControlLabel
            control={
              <Switch checked={low} onChange={(event) => setParams(event.target.checked ? { low: 'true' } : {})} />
            }
            label={t('ecommerce.stock.lowOnly')}
          />
        }
      />
      <Suspense fallback={null}>
        {adjusting && <AdjustStockDialog item={adjusting} onClose={() => setAdjusting(null)} />}
        {viewing && <MovementsDialog stockId={viewing.id} name={nameOf(viewing)} onClose={() => setViewing(null)} />}
      </Suspense>
    </Stack>
  );
}
