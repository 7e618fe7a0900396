import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { can, formatCents, type Category, type Dish, type ModifierGroup } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceMutations, useResourceOptions } from '../../../platform/resources/api';
import { CategoryFilter, useCategoryParam } from '../../../platform/resources/CategoryFilter';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { whenIdle } from '../../../platform/routing/prefetch';
import { AllergenIcons } from '../components/Allergens';
import { restaurantPaths } from '../paths';

// The categories' order (drag and drop with dnd-kit, ~15 KB) loads with its tab: fetched once this page's code is
// loaded and the browser idle, or when the tab is hovered or focused, so that the tab opens at once.
const loadCategoryOrder = () => import('../components/CategoryOrder');
const CategoryOrder = lazy(() => loadCategoryOrder().then((m) => ({ default: m.CategoryOrder })));
const prefetchCategoryOrder = () => void loadCategoryOrder().catch(() => undefined);
whenIdle(prefetchCategoryOrder);

const TABS = ['dishes', 'categories', 'modifierGroups'] as const;
type MenuTab = (typeof TABS)[number];

/** The one-tap 'agotado' switch of a dish row. */
function AvailabilitySwitch({ dish, editable }: { dish: Dish; editable: boolean }) {
  const { t } = useTranslation();
  const { call } = useResourceMutations<Dish>('restaurant/dishes');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Switch
        checked={dish.available}
        disabled={!editable || call.isPending}
        slotProps={{ input: { 'aria-label': t('restaurant.dishes.availableToggle', { name: dish.name }) } }}
        onChange={(event) => {
          const available = event.target.checked;
          call.mutate(
            { subpath: `${dish.id}/availability`, body: { available } },
            {
              onSuccess: () =>
                toast.success(
                  t(available ? 'restaurant.dishes.markedAvailable' : 'restaurant.dishes.markedSoldOut', {
                    name: dish.name,
                  }),
                ),
              onError: (failure) => toast.error(failure.message),
            },
          );
        }}
      />
      {!dish.available && <Chip size="small" color="warning" label={t('restaurant.dishes.soldOut')} />}
    </Stack>
  );
}

function DishesTab({ categories, editable }: { categories: Category[]; editable: boolean }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const categoryId = useCategoryParam();
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const columns: GridColDef<Dish>[] = [
    {
      field: 'name',
      headerName: t('restaurant.dishes.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={restaurantPaths.dish(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'categoryId',
      headerName: t('restaurant.dishes.category'),
      sortable: false,
      minWidth: 140,
      valueGetter: (_value, row) => categoryName.get(row.categoryId) ?? '',
    },
    {
      field: 'price',
      headerName: t('restaurant.dishes.price'),
      type: 'number',
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'allergens',
      headerName: t('restaurant.allergens.title'),
      sortable: false,
      minWidth: 160,
      renderCell: ({ row }) => <AllergenIcons allergens={row.allergens} />,
    },
    {
      field: 'stock',
      headerName: t('restaurant.dishes.stockColumn'),
      sortable: false,
      type: 'number',
      valueFormatter: (value: number | null) => (value === null ? '—' : String(value)),
    },
    {
      field: 'available',
      headerName: t('restaurant.dishes.available'),
      sortable: false,
      minWidth: 150,
      renderCell: ({ row }) => <AvailabilitySwitch dish={row} editable={editable} />,
    },
  ];
  return (
    <ResourceListPage<Dish>
      path="restaurant/dishes"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="restaurant.manage"
      newLabel={t('restaurant.dishes.new')}
      newTo={restaurantPaths.dish(org, NEW_ID)}
      searchLabel={t('restaurant.dishes.search')}
      emptyLabel={t('restaurant.dishes.empty')}
      filters={categoryId ? { categoryId } : undefined}
      toolbar={
        <CategoryFilter
          label={t('restaurant.dishes.category')}
          allLabel={t('restaurant.dishes.allCategories')}
          categories={categories}
        />
      }
    />
  );
}

function ModifierGroupsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<ModifierGroup>[] = [
    {
      field: 'name',
      headerName: t('restaurant.modifierGroups.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={restaurantPaths.modifierGroup(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'required',
      headerName: t('restaurant.modifierGroups.required'),
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.required ? 'primary' : 'default'}
          label={t(row.required ? 'restaurant.modifierGroups.required' : 'restaurant.modifierGroups.optional')}
        />
      ),
    },
    {
      field: 'choices',
      headerName: t('restaurant.modifierGroups.choices'),
      sortable: false,
      valueGetter: (_value, row) => (row.min === row.max ? String(row.max) : `${row.min}–${row.max}`),
    },
    {
      field: 'options',
      headerName: t('restaurant.modifierGroups.options'),
      sortable: false,
      flex: 1,
      valueGetter: (_value, row) => row.options.map((o) => o.name).join(', '),
    },
  ];
  return (
    <ResourceListPage<ModifierGroup>
      path="restaurant/modifier-groups"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="restaurant.manage"
      newLabel={t('restaurant.modifierGroups.new')}
      newTo={restaurantPaths.modifierGroup(org, NEW_ID)}
      searchLabel={t('restaurant.modifierGroups.search')}
      emptyLabel={t('restaurant.modifierGroups.empty')}
    />
  );
}

/** /{organization}/restaurant/menu: dishes, categories (in their order) and modifier groups, one tab each. */
export default function MenuPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const editable = can(useCurrentOrganization()?.role, 'restaurant.manage');
  const [params, setParams] = useSearchParams();
  const tab: MenuTab = TABS.find((name) => name === params.get('tab')) ?? 'dishes';
  const { data: categories = [] } = useResourceOptions<Category>('restaurant/categories', { sort: 'position' });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('restaurant.menu.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: MenuTab) => setParams(value === 'dishes' ? {} : { tab: value })}
        variant="scrollable"
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`restaurant.menu.tabs.${name}`)}
            {...(name === 'categories' && { onMouseEnter: prefetchCategoryOrder, onFocus: prefetchCategoryOrder })}
          />
        ))}
      </Tabs>
      {tab === 'dishes' && <DishesTab categories={categories} editable={editable} />}
      {tab === 'categories' && (
        <Stack spacing={2}>
          {editable && (
            <Box>
              <Button
                component={RouterLink}
                to={restaurantPaths.category(org, NEW_ID)}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('restaurant.categories.new')}
              </Button>
            </Box>
          )}
          <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
            <CategoryOrder categories={categories} editable={editable} />
          </Suspense>
        </Stack>
      )}
      {tab === 'modifierGroups' && <ModifierGroupsTab />}
    </Stack>
  );
}
