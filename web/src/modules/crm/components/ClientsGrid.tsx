import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone, type Client } from '@plataforma/domain';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { CLIENTS } from '../api';
import { formatDate } from '../format';
import { crmPaths } from '../paths';

type ListProps = ComponentProps<typeof ResourceListPage<Client>>;

/**
 * The clients as a server-paged list (name, contact, company, tags, when they joined), searched over name, e-mail,
 * phone and NIF. Staff create clients too; only managers change them.
 */
export function ClientsGrid({
  filters,
  toolbar,
  onSearch,
  emptyLabel,
}: Pick<ListProps, 'filters' | 'toolbar' | 'onSearch'> & { emptyLabel?: string }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Client>[] = [
    {
      field: 'name',
      headerName: t('crm.clients.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={crmPaths.client(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'phone',
      headerName: t('crm.clients.phone'),
      sortable: false,
      minWidth: 140,
      valueFormatter: (value: string) => value && formatPhone(value),
    },
    { field: 'email', headerName: t('crm.clients.email'), sortable: false, flex: 1, minWidth: 180 },
    {
      field: 'company',
      headerName: t('crm.clients.company'),
      sortable: false,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.company && (
          <Link component={RouterLink} to={crmPaths.company(org, row.company.id)}>
            {row.company.name}
          </Link>
        ),
    },
    {
      field: 'tags',
      headerName: t('crm.clients.tags'),
      sortable: false,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('crm.clients.createdAt'),
      minWidth: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
  return (
    <ResourceListPage<Client>
      path={CLIENTS}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="crm.read"
      newLabel={t('crm.clients.new')}
      newTo={crmPaths.client(org, NEW_ID)}
      searchLabel={t('crm.clients.search')}
      emptyLabel={emptyLabel ?? t('crm.clients.empty')}
      filters={filters}
      toolbar={toolbar}
      onSearch={onSearch}
    />
  );
}
