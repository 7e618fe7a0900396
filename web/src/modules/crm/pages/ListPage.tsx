import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import type { GridColDef } from '@mui/x-data-grid';
import { can, type Company } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceOptions } from '../../../platform/resources/api';
import { ResourceListPage } from '../../../platform/resources/ResourceListPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { Tooltip } from '../../../ui/Tooltip';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { CLIENTS, COMPANIES, useExportClients } from '../api';
import { ClientsGrid } from '../components/ClientsGrid';
import { COMPANIES_TAB, crmPaths } from '../paths';

const TAG_DELAY_MS = 250;

// The import (its dialog, the preview table) loads when a manager opens it, or hovers or focuses its button.
const loadImportDialog = () => import('../components/ImportDialog');
const ImportDialog = lazy(() => loadImportDialog().then((m) => ({ default: m.ImportDialog })));
const prefetchImportDialog = () => void loadImportDialog().catch(() => undefined);

/**
 * The clients, filtered by tag and company, with the CSV export (of what is on screen) and the import for managers.
 * A tag does not combine with a search (Firestore allows one such condition per query): the tag waits, greyed out,
 * while there is a search.
 */
function ClientsTab() {
  const { t } = useTranslation();
  const manager = can(useCurrentOrganization()?.role, 'crm.manage');
  const [q, setQ] = useState('');
  const [tagInput, setTagInput] = useState('');
  const tag = useDebouncedValue(tagInput.trim(), TAG_DELAY_MS);
  const [companyId, setCompanyId] = useState('');
  const [importing, setImporting] = useState(false);
  const { data: companies = [] } = useResourceOptions<Company>(COMPANIES, { sort: 'name' });
  const exportCsv = useExportClients();
  const tagField = (
    <span>
      <TextField
        size="small"
        label={t('crm.clients.tag')}
        value={tagInput}
        disabled={!!q}
        onChange={(event) => setTagInput(event.target.value)}
        sx={{ minWidth: 140 }}
      />
    </span>
  );
  // Decided with the search itself, so that no request carries both.
  const filters = (search: string) => ({ ...(tag && !search ? { tag } : {}), ...(companyId ? { companyId } : {}) });

  return (
    <>
      <ClientsGrid
        filters={filters}
        onSearch={setQ}
        toolbar={
          <>
            {/* The tooltip (loaded on demand) only while a search greys the tag out: loading it must not remount the
                field while someone types in it. A disabled field fires no events: the span shows the tooltip. */}
            {q ? <Tooltip title={t('crm.clients.tagWithSearch')}>{tagField}</Tooltip> : tagField}
            <TextField
              select
              size="small"
              label={t('crm.clients.company')}
              value={companyId}
              onChange={(event) => setCompanyId(event.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('crm.clients.allCompanies')}</MenuItem>
              {companies.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.name}
                </MenuItem>
              ))}
            </TextField>
            {manager && (
              <Stack direction="row" spacing={1}>
                <Button
                  startIcon={<FileDownloadIcon />}
                  disabled={exportCsv.isPending}
                  onClick={() =>
                    exportCsv.mutate(
                      { q, ...filters(q) },
                      {
                        onSuccess: () => toast.success(t('crm.clients.exported')),
                        onError: (failure) => toast.error(failure.message),
                      },
                    )
                  }
                >
                  {t('crm.clients.export')}
                </Button>
                <Button
                  startIcon={<FileUploadIcon />}
                  onClick={() => setImporting(true)}
                  onMouseEnter={prefetchImportDialog}
                  onFocus={prefetchImportDialog}
                >
                  {t('crm.clients.import')}
                </Button>
              </Stack>
            )}
          </>
        }
      />
      <Suspense fallback={null}>{importing && <ImportDialog onClose={() => setImporting(false)} />}</Suspense>
    </>
  );
}

function CompaniesTab() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const columns: GridColDef<Company>[] = [
    {
      field: 'name',
      headerName: t('crm.companies.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={crmPaths.company(org, row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'taxId', headerName: t('crm.companies.taxId'), sortable: false, minWidth: 120 },
    { field: 'email', headerName: t('crm.companies.email'), sortable: false, flex: 1, minWidth: 180 },
    { field: 'phone', headerName: t('crm.companies.phone'), sortable: false, minWidth: 150 },
  ];
  return (
    <ResourceListPage<Company>
      path={COMPANIES}
      columns={columns}
      defaultSort={{ field: 'name', sort: 'asc' }}
      manage="crm.manage"
      newLabel={t('crm.companies.new')}
      newTo={crmPaths.company(org, NEW_ID)}
      searchLabel={t('crm.companies.search')}
      emptyLabel={t('crm.companies.empty')}
    />
  );
}

/** /{organization}/crm/list: the clients and, in a tab, the companies. */
export default function ListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === COMPANIES_TAB ? COMPANIES_TAB : CLIENTS;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('crm.list.title')}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: string) => setParams(value === CLIENTS ? {} : { tab: value })}>
        <Tab value={CLIENTS} label={t('crm.list.tabs.clients')} />
        <Tab value={COMPANIES_TAB} label={t('crm.list.tabs.companies')} />
      </Tabs>
      {tab === COMPANIES_TAB ? <CompaniesTab /> : <ClientsTab />}
    </Stack>
  );
}
