import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { isRunningLow, type Location, type Material, type Room } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TabbedPage } from '../../../platform/resources/TabbedPage';
import { beautyPaths, ROOMS_TAB } from '../paths';

/** Quantities as people read them: '12,5'. */
const quantity = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 3 });

function MaterialsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  // The whole (small) list, to say how many run low whatever page the table shows.
  const { data: all = [] } = useResourceOptions<Material>('beauty/materials');
  const low = all.filter(isRunningLow).length;
  const unit = (row: Material) => t(`beauty.materials.units.${row.unit}`);
  const columns: GridColDef<Material>[] = [
    {
      field: 'name',
      headerName: t('beauty.materials.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={beautyPaths.material(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'stock',
      headerName: t('beauty.materials.stock'),
      type: 'number',
      minWidth: 120,
      valueFormatter: (value: number, row) => `${quantity(value)} ${unit(row)}`,
    },
    {
      field: 'alertLevel',
      headerName: t('beauty.materials.alertLevelColumn'),
      type: 'number',
      sortable: false,
      valueFormatter: (value: number, row) => `${quantity(value)} ${unit(row)}`,
    },
    {
      field: 'costPerUnitCents',
      headerName: t('beauty.materials.costPerUnitColumn'),
      type: 'number',
      sortable: false,
      minWidth: 140,
      valueFormatter: (value: number, row) =>
        `${(value / 100).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} €/${unit(row)}`,
    },
    {
      field: 'status',
      headerName: t('beauty.materials.status'),
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) =>
        isRunningLow(row) && (
          <Chip
            size="small"
            color={row.stock < 0 ? 'error' : 'warning'}
            label={t(row.stock < 0 ? 'beauty.materials.short' : 'beauty.materials.runningLow')}
          />
        ),
    },
  ];
  return (
    <>
      {low > 0 && <Alert severity="warning">{t('beauty.materials.lowCount', { count: low })}</Alert>}
      <ResourceListPage<Material>
        path="beauty/materials"
        columns={columns}
        defaultSort={{ field: 'name', sort: 'asc' }}
        manage="beauty.manage"
        newLabel={t('beauty.materials.new')}
        newTo={beautyPaths.material(org, NEW_ID)}
        searchLabel={t('beauty.materials.search')}
        emptyLabel={t('beauty.materials.empty')}
      />
    </>
  );
}

function RoomsTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations');
  const locationName = new Map(locations.map((location) => [location.id, location.name]));
  const columns: GridColDef<Room>[] = [
    {
      field: 'name',
      headerName: t('beauty.rooms.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={beautyPaths.room(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'locationId',
      headerName: t('beauty.rooms.location'),
      sortable: false,
      minWidth: 160,
      valueGetter: (_value, row) => locationName.get(row.locationId) ?? '',
    },
    { field: 'capacity', headerName: t('beauty.rooms.capacityColumn'), type: 'number', sortable: false },
    {
      field: 'active',
      headerName: t('beauty.rooms.active'),
      sortable: false,
      renderCell: ({ row }) =>
        !row.active && <Chip size="small" label={t('beauty.rooms.inactive')} variant="outlined" />,
    },
  ];
  return (
    <ResourceListPage<Room>
      path="beauty/rooms"
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="beauty.manage"
      newLabel={t('beauty.rooms.new')}
      newTo={beautyPaths.room(org, NEW_ID)}
      searchLabel={t('beauty.rooms.search')}
      emptyLabel={t('beauty.rooms.empty')}
    />
  );
}

/** /{organization}/beauty/materials: the materials (what runs low marked) and the rooms and cabins. */
export default function MaterialsPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('beauty.materials.title')}
      tabs={[
        { name: 'materials', label: t('beauty.materials.tabs.materials') },
        { name: ROOMS_TAB, label: t('beauty.materials.tabs.rooms') },
      ]}
    >
      {(tab) => (tab === ROOMS_TAB ? <RoomsTab /> : <MaterialsTab />)}
    </TabbedPage>
  );
}
