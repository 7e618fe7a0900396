import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type Service, type ServiceCategory } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import { CategoryFilter, useCategoryParam } from '../../../platform/resources/CategoryFilter';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TabbedPage } from '../../../platform/resources/TabbedPage';
import { beautyPaths, CATEGORIES_TAB } from '../paths';

function ServicesTab({ categories }: { categories: ServiceCategory[] }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const categoryId = useCategoryParam();
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const columns: GridColDef<Service>[] = [
    {
      field: 'name',
      headerName: t('beauty.services.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.color, flexShrink: 0 }} />
          <Link component={RouterLink} to={beautyPaths.service(org, row.id)}>
            {row.name}
          </Link>
        </Stack>
      ),
    },
    {
      field: 'categoryId',
      headerName: t('beauty.services.category'),
      sortable: false,
      minWidth: 140,
      valueGetter: (_value, row) => categoryName.get(row.categoryId) ?? '',
    },
    {
      field: 'durationMinutes',
      headerName: t('beauty.services.duration'),
      type: 'number',
      valueFormatter: (value: number) => t('beauty.services.durationShort', { minutes: value }),
    },
    {
      field: 'price',
      headerName: t('beauty.services.price'),
      type: 'number',
      minWidth: 140,
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'active',
      headerName: t('beauty.services.active'),
      sortable: false,
      renderCell: ({ row }) =>
        !row.active && <Chip size="small" label={t('beauty.services.inactive')} variant="outlined" />,
    },
  ];
  return (
    <ResourceListPage<Service>
      path="beauty/services"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="beauty.manage"
      newLabel={t('beauty.services.new')}
      newTo={beautyPaths.service(org, NEW_ID)}
      searchLabel={t('beauty.services.search')}
      emptyLabel={t('beauty.services.empty')}
      filters={categoryId ? { categoryId } : undefined}
      toolbar={
        <CategoryFilter
          label={t('beauty.services.category')}
          allLabel={t('beauty.services.allCategories')}
          categories={categories}
        />
      }
    />
  );
}

function CategoriesTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<ServiceCategory>[] = [
    {
      field: 'name',
      headerName: t('beauty.categories.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={beautyPaths.serviceCategory(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'description', headerName: t('beauty.categories.description'), sortable: false, flex: 1 },
    {
      field: 'active',
      headerName: t('beauty.categories.active'),
      sortable: false,
      renderCell: ({ row }) =>
        !row.active && <Chip size="small" label={t('beauty.categories.inactive')} variant="outlined" />,
    },
  ];
  return (
    <ResourceListPage<ServiceCategory>
      path="beauty/service-categories"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="beauty.manage"
      newLabel={t('beauty.categories.new')}
      newTo={beautyPaths.serviceCategory(org, NEW_ID)}
      searchLabel={t('beauty.categories.search')}
      emptyLabel={t('beauty.categories.empty')}
    />
  );
}

/** /{organization}/beauty/services: the salon's services (filtered by category) and their categories. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const { data: categories = [] } = useResourceOptions<ServiceCategory>('beauty/service-categories');
  return (
    <TabbedPage
      title={t('beauty.services.title')}
      tabs={[
        { name: 'services', label: t('beauty.services.tabs.services') },
        { name: CATEGORIES_TAB, label: t('beauty.services.tabs.categories') },
      ]}
    >
      {(tab) => (tab === CATEGORIES_TAB ? <CategoriesTab /> : <ServicesTab categories={categories} />)}
    </TabbedPage>
  );
}
