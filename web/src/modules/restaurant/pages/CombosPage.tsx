import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type Combo } from '@plataforma/domain';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { restaurantPaths } from '../paths';

/** /{organization}/restaurant/combos. */
export default function CombosPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Combo>[] = [
    {
      field: 'name',
      headerName: t('restaurant.combos.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={restaurantPaths.combo(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'price',
      headerName: t('restaurant.combos.price'),
      type: 'number',
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'slots',
      headerName: t('restaurant.combos.slots'),
      sortable: false,
      flex: 1,
      valueGetter: (_value, row) => row.slots.map((slot) => slot.name).join(' · '),
    },
    {
      field: 'active',
      headerName: t('restaurant.combos.active'),
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          label={t(row.active ? 'resources.yes' : 'resources.no')}
        />
      ),
    },
  ];
  return (
    <ResourceListPage<Combo>
      title={t('restaurant.combos.title')}
      path="restaurant/combos"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="restaurant.manage"
      newLabel={t('restaurant.combos.new')}
      newTo={restaurantPaths.combo(org, NEW_ID)}
      searchLabel={t('restaurant.combos.search')}
      emptyLabel={t('restaurant.combos.empty')}
    />
  );
}
