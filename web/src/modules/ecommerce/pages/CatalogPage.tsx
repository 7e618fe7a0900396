import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import { can, formatCents, type ModifierGroup, type Product, type ShopCategory } from '@plataforma/domain';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceOptions } from '../../../platform/resources/api';
import { CategoryFilter, useCategoryParam } from '../../../platform/resources/CategoryFilter';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CATEGORIES, MODIFIER_GROUPS, PRODUCTS, stockTotals, useAllStock } from '../api';
import { CategoryTree } from '../components/CategoryTree';
import { ecommercePaths } from '../paths';
import { withStockTexts } from '../texts';
import { treeRows } from '../tree';

// The import dialog (the preview table) loads when it is opened, or when its button is hovered or focused.
const loadImport = () => withStockTexts(import('../components/ProductImport'));
const ProductImport = lazy(() => loadImport().then((m) => ({ default: m.ProductImport })));
const prefetchImport = () => void loadImport().catch(() => undefined);

const TABS = ['products', 'categories', 'modifierGroups'] as const;
type CatalogTab = (typeof TABS)[number];

function ProductsTab({ categories, editable }: { categories: ShopCategory[]; editable: boolean }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const [importing, setImporting] = useState(false);
  const categoryId = useCategoryParam();
  const tree = treeRows(categories);
  const pathOf = new Map(tree.map((row) => [row.category.id, row.path]));
  const stock = useAllStock();
  const totals = stock.data ? stockTotals(stock.data) : undefined;
  const columns: GridColDef<Product>[] = [
    {
      field: 'name',
      headerName: t('ecommerce.products.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={ecommercePaths.product(org, row.id)}>
            {row.name}
          </Link>
          {row.variants.length > 0 && (
            <Chip size="small" label={t('ecommerce.products.variantsCount', { count: row.variants.length })} />
          )}
          {!row.active && <Chip size="small" label={t('ecommerce.products.inactive')} />}
        </Stack>
      ),
    },
    {
      field: 'categoryId',
      headerName: t('ecommerce.products.category'),
      sortable: false,
      minWidth: 160,
      valueGetter: (_value, row) => pathOf.get(row.categoryId) ?? '',
    },
    { field: 'sku', headerName: t('ecommerce.products.sku'), sortable: false, minWidth: 110 },
    {
      field: 'price',
      headerName: t('ecommerce.products.price'),
      type: 'number',
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'stock',
      headerName: t('ecommerce.products.stock'),
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) => {
        if (!row.trackStock) return t('ecommerce.products.notTracked');
        const total = totals?.get(row.id);
        if (!total) return stock.isPending ? '…' : '0';
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{total.quantity}</span>
            {total.low && <Chip size="small" color="warning" label={t('ecommerce.products.low')} />}
          </Stack>
        );
      },
    },
  ];
  return (
    <>
      <ResourceListPage<Product>
        path={PRODUCTS}
        columns={columns}
        defaultSort={{ field: 'name', sort: 'asc' }}
        manage="ecommerce.manage"
        newLabel={t('ecommerce.products.new')}
        newTo={ecommercePaths.product(org, NEW_ID)}
        searchLabel={t('ecommerce.products.search')}
        emptyLabel={t('ecommerce.products.empty')}
        filters={categoryId ? { categoryId } : undefined}
        toolbar={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <CategoryFilter
              label={t('ecommerce.products.category')}
              allLabel={t('ecommerce.products.allCategories')}
              categories={tree.map(({ category, depth }) => ({ id: category.id, name: category.name, depth }))}
            />
            {editable && (
              <Button
                startIcon={<UploadFileIcon />}
                onClick={() => setImporting(true)}
                onMouseEnter={prefetchImport}
                onFocus={prefetchImport}
              >
                {t('ecommerce.catalog.import')}
              </Button>
            )}
          </Stack>
        }
      />
      <Suspense fallback={null}>{importing && <ProductImport onClose={() => setImporting(false)} />}</Suspense>
    </>
  );
}

function ModifierGroupsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<ModifierGroup>[] = [
    {
      field: 'name',
      headerName: t('ecommerce.modifierGroups.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={ecommercePaths.modifierGroup(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'required',
      headerName: t('ecommerce.modifierGroups.required'),
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.required ? 'primary' : 'default'}
          label={t(row.required ? 'ecommerce.modifierGroups.required' : 'ecommerce.modifierGroups.optional')}
        />
      ),
    },
    {
      field: 'options',
      headerName: t('ecommerce.modifierGroups.options'),
      sortable: false,
      flex: 1,
      valueGetter: (_value, row) =>
        row.options
          .map((o) => (o.priceDeltaCents ? `${o.name} (+${formatCents(o.priceDeltaCents)})` : o.name))
          .join(', '),
    },
  ];
  return (
    <ResourceListPage<ModifierGroup>
      path={MODIFIER_GROUPS}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="ecommerce.manage"
      newLabel={t('ecommerce.modifierGroups.new')}
      newTo={ecommercePaths.modifierGroup(org, NEW_ID)}
      searchLabel={t('ecommerce.modifierGroups.search')}
      emptyLabel={t('ecommerce.modifierGroups.empty')}
    />
  );
}

/** /{organization}/ecommerce/catalog: products (with their stock), the category tree and the modifier groups. */
export default function CatalogPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const editable = can(useCurrentOrganization()?.role, 'ecommerce.manage');
  const [params, setParams] = useSearchParams();
  const tab: CatalogTab = TABS.find((name) => name === params.get('tab')) ?? 'products';
  const categories = useResourceOptions<ShopCategory>(CATEGORIES, { sort: 'position' });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('ecommerce.catalog.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: CatalogTab) => setParams(value === 'products' ? {} : { tab: value })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`ecommerce.catalog.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'products' && <ProductsTab categories={categories.data ?? []} editable={editable} />}
      {tab === 'categories' && (
        <Stack spacing={2}>
          {editable && (
            <Box>
              <Button
                component={RouterLink}
                to={ecommercePaths.category(org, NEW_ID)}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('ecommerce.categories.new')}
              </Button>
            </Box>
          )}
          {categories.error ? (
            <Alert severity="error" role="alert">
              {categories.error.message}
            </Alert>
          ) : categories.isPending ? (
            <Typography>{t('common.loading')}</Typography>
          ) : (
            <CategoryTree categories={categories.data} editable={editable} />
          )}
        </Stack>
      )}
      {tab === 'modifierGroups' && <ModifierGroupsTab />}
    </Stack>
  );
}
