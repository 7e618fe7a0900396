import { lazy, Suspense, useEffect, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  missingFiscalData,
  updateOrganizationBodySchema,
  VERIFACTU_ENVIRONMENTS,
  VERIFACTU_MODES,
  verifactuSettingsSchema,
  type Organization,
  type UserOrganization,
  type VerifactuSettings,
} from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { refreshOrganizations } from '../../auth/session';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../forms/useSubmit';
import { ModulePicker } from '../components/ModulePicker';
import { useOrganization, useToggleModule, useUpdateOrganization, useUpdateVerifactu } from '../api';
import { useCurrentOrganization } from '../current';
import { FiscalDataAlert } from '../components/FiscalDataAlert';
import { FISCAL_DATA_HASH, paths } from '../../routing/paths';
import { useModuleRegistry } from '../../routing/module-routes';

// The members (a table, their role selects, the invitation form) are the page's last section: they load after the
// organization's form, which is what the page opens for.
const MembersEditor = lazy(() => import('../components/MembersEditor').then((m) => ({ default: m.MembersEditor })));

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
  // The fiscal data's link (from the warning, here or in the POS) lands on the first one missing; each click is a
  // new location (its key), even on this page.
  const { hash, key } = useLocation();
  const firstMissing = missingFiscalData(organization.fiscal)[0] ?? 'businessName';
  useEffect(() => {
    if (hash === `#${FISCAL_DATA_HASH}`) form.setFocus(`fiscal.${firstMissing}`);
  }, [hash, key, form, firstMissing]);
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
        <Typography variant="subtitle1" component="h3" id={FISCAL_DATA_HASH}>
          {t('organizations.page.fiscal')}
        </Typography>
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

/**
 * A labelled native select: this page's budget has no room for MUI's Select (its menu and popover, +3.7 KB) for two
 * short lists.
 */
function NativeSelect({
  label,
  field,
  options,
}: {
  label: string;
  field: ReturnType<UseFormReturn<VerifactuSettings>['register']>;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <Stack spacing={0.5} sx={{ flex: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <select id={id} {...field} style={{ font: 'inherit', padding: '10px 8px', borderRadius: 4 }}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Stack>
  );
}

/** Issue 23: VERI*FACTU's mode and the agency's environment (owners, with the sales core on). */
/** The orders module's records screen, found in the registry by its key (platform/ never imports a module). */
const VERIFACTU_RECORDS_SCREEN = 'orders.verifactu';

function VerifactuSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const records = useModuleRegistry().orders.screens.find((screen) => screen.screen === VERIFACTU_RECORDS_SCREEN);
  const update = useUpdateVerifactu(organization.id);
  const form = useForm({ resolver: domainResolver(verifactuSettingsSchema), values: organization.verifactu });
  const { error, run } = useSubmit(async (values: Organization['verifactu']) => {
    await update.mutateAsync(values);
    toast.success(t('organizations.page.saved'));
  });
  return (
    <Section title={t('organizations.page.verifactu')} help={t('organizations.page.verifactuHelp')}>
      <FormPage
        error={error}
        submitLabel={t('organizations.page.save')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NativeSelect
            label={t('organizations.page.verifactuMode')}
            field={form.register('mode')}
            options={VERIFACTU_MODES.map((mode) => [mode, t(`organizations.page.verifactuModes.${mode}`)])}
          />
          <NativeSelect
            label={t('organizations.page.verifactuEnvironment')}
            field={form.register('environment')}
            options={VERIFACTU_ENVIRONMENTS.map((env) => [env, t(`organizations.page.verifactuEnvironments.${env}`)])}
          />
        </Stack>
      </FormPage>
      {records && (
        <Button component={RouterLink} to={paths.organization.screen(organization.slug, records.path)} sx={{ mt: 1 }}>
          {t('organizations.page.verifactuRecords')}
        </Button>
      )}
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
  return (
    <Section title={t('organizations.page.members')} help={t('organizations.page.membersHelp')}>
      <Suspense fallback={null}>
        <MembersEditor organizationId={current.id} actorRole={current.role} me={me} />
      </Suspense>
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
      <FiscalDataAlert organization={organization} canFix />
      <GeneralSection organization={organization} />
      {can(current.role, 'verifactu.manage') &&
        organization.modules.some((m) => m.type === 'pos' || m.type === 'orders') && (
          <VerifactuSection organization={organization} />
        )}
      {can(current.role, 'modules.manage') && <ModulesSection organization={organization} />}
      {can(current.role, 'members.manage') && <MembersSection current={current} />}
    </Stack>
  );
}
