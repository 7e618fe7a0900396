import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updateOrganizationBodySchema, type AdminOrganization, type Organization } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { useSession } from '../../auth/session-store';
import { domainResolver } from '../../forms/domain-resolver';
import { useSubmit } from '../../forms/useSubmit';
import { useOrganization, useToggleModule, useUpdateOrganization } from '../../organizations/api';
import { MembersEditor } from '../../organizations/components/MembersEditor';
import { ModulePicker } from '../../organizations/components/ModulePicker';
import { toastOnFailure } from '../toast-failure';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
    {children}
  </Typography>
);

function NameForm({ organization, onChanged }: { organization: Organization; onChanged: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  const form = useForm({
    resolver: domainResolver(updateOrganizationBodySchema),
    values: { name: organization.name },
  });
  const { error, run } = useSubmit(async (values: { name?: string }) => {
    await toastOnFailure(update.mutateAsync(values));
    toast.success(t('admin.organizations.saved'));
    onChanged();
  });
  return (
    <FormPage
      error={error}
      submitLabel={t('common.save')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((values) => run(values))}
    >
      <TextInput {...fieldProps(form, 'name')} label={t('admin.organizations.name')} />
    </FormPage>
  );
}

function Modules({ organization, onChanged }: { organization: Organization; onChanged: () => void }) {
  const { t } = useTranslation();
  const toggle = useToggleModule(organization.id);
  return (
    <ModulePicker
      selected={organization.modules.map((m) => m.type)}
      disabled={toggle.isPending}
      onToggle={(type, enabled) =>
        toggle.mutate(
          { type, enabled },
          {
            onSuccess: () => {
              const key = enabled ? 'organizations.page.moduleOn' : 'organizations.page.moduleOff';
              toast.success(t(key, { module: t(`modules.${type}`) }));
              onChanged();
            },
            onError: (failure) => toast.error(failure.message),
          },
        )
      }
    />
  );
}

interface Props {
  organization: AdminOrganization | null;
  onClose: () => void;
  /** After any change, so that the list shows it. */
  onChanged: () => void;
}

/**
 * An organization as a platform administrator manages it, through the organization's own API (the administrator
 * acts with an owner's rights; the server audits it): name, modules on/off, members and roles.
 */
export function ManageOrganizationDialog({ organization, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const me = useSession((s) => s.account?.uid);
  const { data: detail } = useOrganization(organization?.id);
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="body"
      aria-labelledby="manage-organization-title"
    >
      <DialogTitle id="manage-organization-title">
        {t('admin.organizations.manageTitle', { name: detail?.name ?? organization?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        {detail && (
          <Stack spacing={3}>
            <Heading>{t('admin.organizations.general')}</Heading>
            <NameForm organization={detail} onChanged={onChanged} />
            <Heading>{t('admin.organizations.modules')}</Heading>
            <Modules organization={detail} onChanged={onChanged} />
            <Heading>{t('organizations.page.members')}</Heading>
            <MembersEditor organizationId={detail.id} actorRole="owner" me={me} onChanged={onChanged} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
