import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatPhone, type ClientRef, type ImportDuplicateField, type ImportedClient } from '@plataforma/domain';
import { ImportDialog as CsvImportDialog } from '../../../platform/import/ImportDialog';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { useImportClients } from '../api';
import { crmPaths } from '../paths';

/** A client a line creates: name, phone and email. */
function CreatedClient({ client }: { client: ImportedClient }) {
  const contact = [client.phone && formatPhone(client.phone), client.email].filter(Boolean).join(' · ');
  return (
    <>
      {client.name}
      {contact && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' · '}
          {contact}
        </Typography>
      )}
    </>
  );
}

/** The client a duplicate line matches, and by what. */
function DuplicateClient({ existing, field }: { existing: ClientRef; field: ImportDuplicateField }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <>
      {t('crm.import.duplicateOf')}{' '}
      <Link component={RouterLink} to={crmPaths.client(org, existing.id)}>
        {existing.name}
      </Link>{' '}
      {field === 'row'
        ? t('crm.import.sameRow')
        : t('crm.import.sameField', { field: t(`crm.import.fields.${field}`) })}
    </>
  );
}

/** Importing clients from a CSV (the platform's two-step import dialog, with what names a client). */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, apply } = useImportClients();
  return (
    <CsvImportDialog
      texts={{
        title: t('crm.import.title'),
        help: t('crm.import.help'),
        nothing: t('crm.import.nothing'),
        apply: (count) => t('crm.import.apply', { count }),
        imported: (count) => t('crm.import.imported', { count }),
      }}
      preview={preview}
      apply={apply}
      describeCreate={({ client }) => <CreatedClient client={client} />}
      describeDuplicate={(item) => <DuplicateClient {...item} />}
      onClose={onClose}
    />
  );
}
