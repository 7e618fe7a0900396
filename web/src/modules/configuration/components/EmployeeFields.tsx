import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Stack from '@mui/material/Stack';
import { can, EMPLOYEE_COLORS, type employeeBodySchema, type Location } from '@plataforma/domain';
import { useMembers } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { SwitchField } from '../../../ui/form-controls';
import { MultiSelectField, SelectField } from '../../../ui/select-fields';
import { WeeklyScheduleField } from '../../../ui/WeeklyScheduleField';

export type EmployeeForm = z.infer<typeof employeeBodySchema>;

// The periods off come last in the form, below the week: loaded with the rest of the page, not in its first load.
const TimeOffField = lazy(() => import('./TimeOffField').then((m) => ({ default: m.TimeOffField })));

/** Link to a member account: offered to those who may see the members (owners and admins). */
function MemberField({ form, readOnly }: FieldsProps<EmployeeForm>) {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const mayList = can(current?.role, 'members.read');
  const { data: members = [] } = useMembers(current?.id ?? '', mayList);
  const linked = form.getValues('memberUserId');
  if (!mayList) {
    return (
      <TextInput
        label={t('configuration.employees.member')}
        value={t(linked ? 'configuration.employees.memberLinked' : 'configuration.employees.noMember')}
        readOnly
      />
    );
  }
  return (
    <SelectField
      form={form}
      name="memberUserId"
      label={t('configuration.employees.member')}
      readOnly={readOnly}
      helperText={t('configuration.employees.memberHelp')}
      options={[
        { value: '', label: t('configuration.employees.noMember') },
        ...members.map((m) => ({ value: m.userId, label: `${m.firstName} ${m.lastName} (${m.email})` })),
      ]}
    />
  );
}

/** The till PIN (typed, never shown back) and whether the person authorises at the till. */
function TillFields({ form, readOnly, hasPin }: FieldsProps<EmployeeForm> & { hasPin: boolean }) {
  const { t } = useTranslation();
  const pin = fieldProps(form, 'pin');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextInput
        {...pin}
        label={t('configuration.employees.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        readOnly={readOnly}
        helperText={pin.helperText ?? t(hasPin ? 'configuration.employees.pinSet' : 'configuration.employees.pinUnset')}
      />
      <SwitchField
        form={form}
        name="mayAuthorize"
        label={t('configuration.employees.mayAuthorize')}
        readOnly={readOnly}
      />
    </Stack>
  );
}

/** The fields of an employee, shared by the create and edit pages. */
export function EmployeeFields({ form, readOnly, hasPin }: FieldsProps<EmployeeForm> & { hasPin: boolean }) {
  const { t } = useTranslation();
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations', { sort: 'name' });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'firstName')} label={t('configuration.employees.firstName')} />
        <TextInput {...fieldProps(form, 'lastName')} label={t('configuration.employees.lastName')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'email')} label={t('configuration.employees.email')} type="email" />
        <TextInput {...fieldProps(form, 'phone')} label={t('configuration.employees.phone')} type="tel" />
      </Stack>
      <TextInput {...fieldProps(form, 'position')} label={t('configuration.employees.position')} />
      <MultiSelectField
        form={form}
        name="locationIds"
        label={t('configuration.employees.locations')}
        readOnly={readOnly}
        options={locations.map((location) => ({ value: location.id, label: location.name }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          form={form}
          name="color"
          label={t('configuration.employees.color')}
          readOnly={readOnly}
          options={EMPLOYEE_COLORS.map((color) => ({ value: color, label: color }))}
        />
        <SwitchField form={form} name="active" label={t('configuration.employees.active')} readOnly={readOnly} />
      </Stack>
      <MemberField form={form} readOnly={readOnly} />
      <TillFields form={form} readOnly={readOnly} hasPin={hasPin} />
      <WeeklyScheduleField
        form={form}
        name="workingHours"
        label={t('configuration.employees.workingHours')}
        readOnly={readOnly}
        showTotal
      />
      <Suspense fallback={null}>
        <TimeOffField form={form} readOnly={readOnly} />
      </Suspense>
    </>
  );
}
