import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { clientBodySchema, type Client } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CLIENTS } from '../api';
import { duplicateOf } from '../duplicate';
import { crmPaths } from '../paths';
import { ClientFields, clientToForm, type ClientForm } from './ClientFields';

/** Creating a client (staff too) or editing one (managers); a duplicate e-mail, phone or NIF links to the existing one. */
export function ClientEditor({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <ResourceEditor<ClientForm, Client>
      path={CLIENTS}
      listTo={backTo}
      manage="crm.manage"
      create="crm.read"
      schema={clientBodySchema}
      toForm={clientToForm}
      newTitle={t('crm.clients.new')}
      titleOf={(client) => client.name}
      savedTo={(client) => crmPaths.client(org, client.id)}
      errorAction={(failure) => {
        const existing = duplicateOf(failure);
        return (
          existing && (
            <Button component={RouterLink} to={crmPaths.client(org, existing.id)} color="inherit" size="small">
              {t('crm.clients.duplicate', { name: existing.name })}
            </Button>
          )
        );
      }}
    >
      {(props) => <ClientFields {...props} />}
    </ResourceEditor>
  );
}
