import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import {
  addMemberBodySchema,
  can,
  canAssignRole,
  ROLES,
  updateOrganizationBodySchema,
  type Organization,
  type Role,
  type UserOrganization,
} from '@plataforma/domain';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { refreshOrganizations } from '../../auth/session';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../forms/useSubmit';
import { ModulePicker } from '../components/ModulePicker';
import { useMemberMutations, useMembers, useOrganization, useToggleModule, useUpdateOrganization } from '../api';
import { useCurrentOrganization } from '../current';

const Section = ({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {help && (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {help}
      </Typography>
    )}
    {children}
  </Paper>
);

function GeneralSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  const form = useForm({
    resolver: domainResolver(updateOrganizationBodySchema),
    values: {
      name: organization.name,
      fiscal: {
        businessName: organization.fiscal.businessName ?? '',
        taxId: organization.fiscal.taxId ?? '',
        address: organization.fiscal.address ?? '',
        postalCode: organization.fiscal.postalCode ?? '',
        city: organization.fiscal.city ?? '',
        province: organization.fiscal.province ?? '',
      },
    },
  });
  const { error, run } = useSubmit(async (values: Parameters<typeof update.mutateAsync>[0]) => {
    await update.mutateAsync(values);
    await refreshOrganizations();
    toast.success(t('organizations.page.saved'));
  });
  return (
    <Section title={t('organizations.page.general')} help={t('organizations.page.fiscalHelp')}>
      <FormPage
        error={error}
        submitLabel={t('organizations.page.save')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <TextInput {...fieldProps(form, 'name')} label={t('organizations.new.name')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...fieldProps(form, 'fiscal.businessName')} label={t('organizations.page.businessName')} />
          <TextInput {...fieldProps(form, 'fiscal.taxId')} label={t('organizations.page.taxId')} />
        </Stack>
        <TextInput {...fieldProps(form, 'fiscal.address')} label={t('organizations.page.address')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...fieldProps(form, 'fiscal.postalCode')} label={t('organizations.page.postalCode')} />
          <TextInput {...fieldProps(form, 'fiscal.city')} label={t('organizations.page.city')} />
          <TextInput {...fieldProps(form, 'fiscal.province')} label={t('organizations.page.province')} />
        </Stack>
      </FormPage>
    </Section>
  );
}

function ModulesSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const toggle = useToggleModule(organization.id);
  return (
    <Section title={t('organizations.page.modules')} help={t('organizations.page.modulesHelp')}>
      <ModulePicker
        selected={organization.modules.map((m) => m.type)}
        disabled={toggle.isPending}
        onToggle={(type, enabled) =>
          toggle.mutate(
            { type, enabled },
            {
              onSuccess: () =>
                toast.success(
                  t(enabled ? 'organizations.page.moduleOn' : 'organizations.page.moduleOff', {
                    module: t(`modules.${type}`),
                  }),
                ),
              onError: (failure) => toast.error(failure.message),
            },
          )
        }
      />
    </Section>
  );
}

function MembersSection({ current }: { current: UserOrganization }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.user?.id);
  const { data: members = [] } = useMembers(current.id, true);
  const { add, remove, changeRole } = useMemberMutations(current.id);
  const [role, setRole] = useState<Role>('staff');
  const form = useForm({ resolver: domainResolver(addMemberBodySchema), values: { email: '', role } });
  const { error, run } = useSubmit(async (values: { email: string; role: Role }) => {
    await add.mutateAsync(values);
    form.reset({ email: '', role });
    toast.success(t('organizations.page.added'));
  });
  const roleLabel = (value: Role) => t(`organizations.roles.${value}`);
  const assignable = ROLES.filter((r) => canAssignRole(current.role, r));

  return (
    <Section title={t('organizations.page.members')} help={t('organizations.page.membersHelp')}>
      <Table size="small" aria-label={t('organizations.page.members')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auth.firstName')}</TableCell>
            <TableCell>{t('auth.email')}</TableCell>
            <TableCell>{t('organizations.page.memberRole')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const editable = canAssignRole(current.role, member.role);
            return (
              <TableRow key={member.userId}>
                <TableCell>
                  {name} {member.userId === me && t('organizations.page.you')}
                </TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={member.role}
                    disabled={!editable}
                    slotProps={{ htmlInput: { 'aria-label': `${t('organizations.page.memberRole')}: ${name}` } }}
                    onChange={(event) =>
                      changeRole.mutate(
                        { userId: member.userId, role: event.target.value as Role },
                        {
                          onSuccess: () => toast.success(t('organizations.page.roleChanged')),
                          onError: (failure) => toast.error(failure.message),
                        },
                      )
                    }
                  >
                    {(editable ? assignable : [member.role]).map((value) => (
                      <MenuItem key={value} value={value}>
                        {roleLabel(value)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`${t('organizations.page.remove')}: ${name}`}
                    disabled={!editable}
                    onClick={() => {
                      if (!window.confirm(t('organizations.page.confirmRemove', { name }))) return;
                      remove.mutate(member.userId, {
                        onSuccess: () => toast.success(t('organizations.page.removed')),
                        onError: (failure) => toast.error(failure.message),
                      });
                    }}
                  >
                    <PersonRemoveOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('organizations.page.addMember')}
      </Typography>
      <FormPage
        error={error}
        submitLabel={t('organizations.page.add')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...fieldProps(form, 'email')} label={t('organizations.page.memberEmail')} type="email" />
          <TextField
            select
            label={t('organizations.page.memberRole')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            sx={{ minWidth: 180 }}
          >
            {assignable.map((value) => (
              <MenuItem key={value} value={value}>
                {roleLabel(value)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </FormPage>
    </Section>
  );
}

/** /{organization}/configuration: name and fiscal data, modules on/off and members with roles (owners and admins). */
export default function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const current = useCurrentOrganization()!;
  const { data: organization } = useOrganization(current.id);
  if (!can(current.role, 'organization.update')) {
    return <CenteredMessage title={t('organizations.page.title')} body={t('organizations.page.readOnly')} />;
  }
  if (!organization) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h1">
        {t('organizations.page.title')}
      </Typography>
      <GeneralSection organization={organization} />
      {can(current.role, 'modules.manage') && <ModulesSection organization={organization} />}
      {can(current.role, 'members.manage') && <MembersSection current={current} />}
    </Stack>
  );
}
