import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { adminOrganizationFormSchema, type ModuleType } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { useSubmit } from '../../forms/useSubmit';
import { ModulePicker } from '../../organizations/components/ModulePicker';
import { useAdminStore } from '../admin-store';
import { toastOnFailure } from '../toast-failure';

/** Creates an organization: name, modules, and optionally its owner (a registered user, by e-mail). */
export function CreateOrganizationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const createOrganization = useAdminStore((s) => s.createOrganization);
  const [modules, setModules] = useState<ModuleType[]>([]);
  const form = useForm({
    resolver: domainResolver(adminOrganizationFormSchema),
    defaultValues: { name: '', ownerEmail: '' },
  });
  const close = () => {
    form.reset();
    setModules([]);
    onClose();
  };
  const { error, run } = useSubmit(async ({ name, ownerEmail }: { name: string; ownerEmail: string }) => {
    await toastOnFailure(createOrganization({ name, modules, ...(ownerEmail ? { ownerEmail } : {}) }));
    toast.success(t('admin.organizations.created'));
    close();
  });
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="create-organization-title">
      <DialogTitle id="create-organization-title">{t('admin.organizations.createTitle')}</DialogTitle>
      <DialogContent>
        <FormPage
          error={error}
          submitLabel={t('common.create')}
          submitting={form.formState.isSubmitting}
          onSubmit={form.handleSubmit((values) => run(values))}
        >
          <TextInput {...fieldProps(form, 'name')} label={t('admin.organizations.name')} autoFocus sx={{ mt: 1 }} />
          <TextInput
            {...fieldProps(form, 'ownerEmail')}
            label={t('admin.organizations.ownerEmail')}
            type="email"
            helperText={form.formState.errors.ownerEmail?.message ?? t('admin.organizations.ownerHelp')}
          />
          <Typography variant="subtitle1" component="h3">
            {t('admin.organizations.modules')}
          </Typography>
          <ModulePicker
            selected={modules}
            onToggle={(type, checked) =>
              setModules((current) => (checked ? [...current, type] : current.filter((m) => m !== type)))
            }
          />
        </FormPage>
      </DialogContent>
    </Dialog>
  );
}
