import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyBodySchema, type Company } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { COMPANIES } from '../api';
import { ClientsGrid } from '../components/ClientsGrid';
import { CompanyFields, companyToForm, type CompanyForm } from '../components/CompanyFields';
import { COMPANIES_TAB, crmPaths } from '../paths';

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
          <ClientsGrid filters={{ companyId: id }} emptyLabel={t('crm.companies.clientsEmpty')} />
        </Stack>
      )}
    </Stack>
  );
}
