import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyBodySchema, type Company } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { whenIdle } from '../../../platform/routing/prefetch';
import { COMPANIES } from '../api';
import { CompanyFields, companyToForm, type CompanyForm } from '../components/CompanyFields';
import { COMPANIES_TAB, crmPaths } from '../paths';

// The company's clients (a server-paged list: the table, its pager) load beside the form, which shows first; fetched
// as soon as this page's code is loaded and the browser idle (another screen of the CRM prefetches this one).
const loadClientsGrid = () => import('../components/ClientsGrid');
const ClientsGrid = lazy(() => loadClientsGrid().then((m) => ({ default: m.ClientsGrid })));
whenIdle(() => void loadClientsGrid().catch(() => undefined));

/** /{organization}/crm/list/company/{id}: a company's data ('new' creates one) and its clients. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { id = NEW_ID } = useParams();
  return (
    <Stack spacing={4}>
      <ResourceEditor<CompanyForm, Company>
        path={COMPANIES}
        listTo={crmPaths.list(org, { tab: COMPANIES_TAB })}
        manage="crm.manage"
        schema={companyBodySchema}
        toForm={companyToForm}
        newTitle={t('crm.companies.new')}
        titleOf={(company) => company.name}
      >
        {(props) => <CompanyFields {...props} />}
      </ResourceEditor>
      {id !== NEW_ID && (
        <Stack spacing={2} component="section" aria-labelledby="company-clients" sx={{ maxWidth: 960 }}>
          <Typography id="company-clients" variant="h6" component="h2">
            {t('crm.companies.clients')}
          </Typography>
          <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
            <ClientsGrid filters={{ companyId: id }} emptyLabel={t('crm.companies.clientsEmpty')} />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}
