import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type Pack, type Service } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { beautyPaths } from '../paths';

/** /{organization}/beauty/packs: packs of sessions ('bonos') sold at one price. */
export default function PacksPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: services = [] } = useResourceOptions<Service>('beauty/services');
  const serviceName = new Map(services.map((service) => [service.id, service.name]));
  const columns: GridColDef<Pack>[] = [
    {
      field: 'name',
      headerName: t('beauty.packs.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={beautyPaths.pack(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'items',
      headerName: t('beauty.packs.items'),
      sortable: false,
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) =>
        row.items
          .map((item) =>
            t('beauty.packs.sessionsOf', { sessions: item.sessions, name: serviceName.get(item.serviceId) ?? '' }),
          )
          .join(', '),
    },
    {
      field: 'price',
      headerName: t('beauty.packs.price'),
      type: 'number',
      minWidth: 140,
      valueGetter: (_value, row) => row.priceCents,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'validityDays',
      headerName: t('beauty.packs.validityDays'),
      type: 'number',
      sortable: false,
      valueFormatter: (value: number) => t('beauty.packs.validity', { days: value }),
    },
    {
      field: 'active',
      headerName: t('beauty.packs.active'),
      sortable: false,
      renderCell: ({ row }) =>
        !row.active && <Chip size="small" label={t('beauty.packs.inactive')} variant="outlined" />,
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('beauty.packs.title')}
      </Typography>
      <ResourceListPage<Pack>
        path="beauty/packs"
        columns={columns}
        defaultSort={{ field: 'name', sort: 'asc' }}
        manage="beauty.manage"
        newLabel={t('beauty.packs.new')}
        newTo={beautyPaths.pack(org, NEW_ID)}
        searchLabel={t('beauty.packs.search')}
        emptyLabel={t('beauty.packs.empty')}
      />
    </Stack>
  );
}
