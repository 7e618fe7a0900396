import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type ShopPack } from '@plataforma/domain';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { PACKS } from '../api';
import { ecommercePaths } from '../paths';

/** /{organization}/ecommerce/packs: products or variants with quantities sold at one price. */
export default function PacksPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<ShopPack>[] = [
    {
      field: 'name',
      headerName: t('ecommerce.packs.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Link component={RouterLink} to={ecommercePaths.pack(org, row.id)}>
            {row.name}
          </Link>
          {!row.active && <Chip size="small" label={t('ecommerce.products.inactive')} />}
        </Stack>
      ),
    },
    {
      field: 'items',
      headerName: t('ecommerce.packs.contents'),
      sortable: false,
      flex: 1,
      minWidth: 220,
      valueGetter: (_value, row) =>
        row.items
          .map((item) => `${item.quantity} × ${item.name}${item.variant ? ` (${item.variant})` : ''}`)
          .join(', '),
    },
    {
      field: 'price',
      headerName: t('ecommerce.packs.price'),
      type: 'number',
      minWidth: 120,
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
  ];
  return (
    <ResourceListPage<ShopPack>
      title={t('ecommerce.packs.title')}
      path={PACKS}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="ecommerce.manage"
      newLabel={t('ecommerce.packs.new')}
      newTo={ecommercePaths.pack(org, NEW_ID)}
      searchLabel={t('ecommerce.packs.search')}
      emptyLabel={t('ecommerce.packs.empty')}
    />
  );
}
