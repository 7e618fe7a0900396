import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { createOrganizationBodySchema, slugify, type ModuleType } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { refreshOrganizations } from '../../auth/session';
import { useSubmit } from '../../forms/useSubmit';
import { createOrganization } from '../api';
import { ModulePicker } from '../components/ModulePicker';
import { paths } from '../../routing/paths';
import { PendingInvitationsNotice } from '../../invitations/components/PendingInvitationsNotice';

/**
 * /new-organization: the business name (with the address it will get) and the modules to start with; above, the
 * invitations waiting for the person, if any (joining may be what they came for).
 */
export default function NewOrganizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modules, setModules] = useState<ModuleType[]>([]);
  const form = useForm({ resolver: domainResolver(createOrganizationBodySchema), defaultValues: { name: '' } });
  const name = useWatch({ control: form.control, name: 'name' });
  const { error, run } = useSubmit(async (values: { name: string }) => {
    const organization = await createOrganization({ name: values.name, modules });
    await refreshOrganizations();
    toast.success(t('organizations.new.created'));
    navigate(paths.organization.home(organization.slug), { replace: true });
  });

  return (
    <>
      <PendingInvitationsNotice />
      <FormPage
        title={t('organizations.new.title')}
        intro={t('organizations.new.intro')}
        error={error}
        submitLabel={t('organizations.new.submit')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <TextInput
          {...fieldProps(form, 'name')}
          label={t('organizations.new.name')}
          autoFocus
          helperText={
            form.formState.errors.name?.message ??
            (name.trim()
              ? t('organizations.new.slugPreview', { origin: window.location.host, slug: slugify(name) })
              : ' ')
          }
        />
        <div>
          <Typography variant="subtitle1" component="h2">
            {t('organizations.new.modules')}
          </Typography>
          <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('organizations.new.modulesHelp')}</FormHelperText>
          <ModulePicker
            selected={modules}
            onToggle={(type, checked) =>
              setModules((current) => (checked ? [...current, type] : current.filter((m) => m !== type)))
            }
          />
        </div>
      </FormPage>
    </>
  );
}
