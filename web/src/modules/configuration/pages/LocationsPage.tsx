import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Location } from '@plataforma/domain';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { configurationPaths } from '../paths';

/** /{organization}/configuration/locations. */
export default function LocationsPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Location>[] = [
    {
      field: 'name',
      headerName: t('configuration.locations.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={configurationPaths.location(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'address', headerName: t('configuration.locations.address'), flex: 1, sortable: false },
    { field: 'ticketSeries', headerName: t('configuration.locations.ticketSeries'), sortable: false },
    {
      field: 'tables',
      headerName: t('configuration.locations.tablesCount'),
      sortable: false,
      valueGetter: (_value, row) => row.tables.length,
    },
  ];
  return (
    <ResourceListPage<Location>
      title={t('configuration.locations.title')}
      path="configuration/locations"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="configuration.manage"
      newLabel={t('configuration.locations.new')}
      newTo={configurationPaths.location(org, NEW_ID)}
      searchLabel={t('configuration.locations.search')}
      emptyLabel={t('configuration.locations.empty')}
    />
  );
}
