import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDuration, type Employee } from '@plataforma/domain';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { configurationPaths } from '../paths';

/** /{organization}/configuration/employees. */
export default function EmployeesPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Employee>[] = [
    {
      field: 'firstName',
      headerName: t('configuration.employees.firstName'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.color, flexShrink: 0 }} />
          <Link component={RouterLink} to={configurationPaths.employee(org, row.id)}>
            {`${row.firstName} ${row.lastName}`.trim()}
          </Link>
        </Box>
      ),
    },
    { field: 'position', headerName: t('configuration.employees.position'), flex: 1 },
    {
      field: 'weeklyHours',
      headerName: t('configuration.employees.weeklyHours'),
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      minWidth: 130,
      valueFormatter: (hours: number) => formatDuration(hours * 60),
    },
    {
      field: 'active',
      headerName: t('configuration.employees.status'),
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          label={t(row.active ? 'resources.active' : 'resources.inactive')}
        />
      ),
    },
  ];
  return (
    <ResourceListPage<Employee>
      title={t('configuration.employees.title')}
      path="configuration/employees"
      columns={columns}
      defaultSort={{ field: 'firstName', sort: 'asc' }}
      manage="configuration.manage"
      newLabel={t('configuration.employees.new')}
      newTo={configurationPaths.employee(org, NEW_ID)}
      searchLabel={t('configuration.employees.search')}
      emptyLabel={t('configuration.employees.empty')}
    />
  );
}
