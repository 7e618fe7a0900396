import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Employee, Material, Room, ServiceCategory, serviceBodySchema } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { MultiSelectField, SelectField, VatRateField } from '../../../ui/select-fields';
import { beautyPaths } from '../paths';
import { MarginPanel } from './MarginPanel';
import { MaterialRows } from './MaterialRows';

export type ServiceForm = z.infer<typeof serviceBodySchema>;

/** A processing window a new service starts with when the switch is turned on (a colour: 20 min in, 30 min). */
const DEFAULT_PROCESSING = { startsAfter: 20, minutes: 30 };

/** The fields of a service, shared by create and edit, with its margin beside them. */
export function ServiceFields({ form, readOnly }: FieldsProps<ServiceForm>) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: categories = [], isSuccess } = useResourceOptions<ServiceCategory>('beauty/service-categories');
  const { data: employees = [] } = useResourceOptions<Employee>('configuration/employees');
  const { data: rooms = [] } = useResourceOptions<Room>('beauty/rooms');
  const { data: materials = [] } = useResourceOptions<Material>('beauty/materials');
  const chosenEmployees = form.getValues('employeeIds');
  return (
    <>
      {isSuccess && categories.length === 0 && !readOnly && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={beautyPaths.serviceCategory(org, NEW_ID)} color="inherit" size="small">
              {t('beauty.services.createCategory')}
            </Button>
          }
        >
          {t('beauty.services.needsCategory')}
        </Alert>
      )}
      <TextInput {...fieldProps(form, 'name')} label={t('beauty.services.name')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'description')} label={t('beauty.services.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          form={form}
          name="categoryId"
          label={t('beauty.services.category')}
          readOnly={readOnly}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <NumberField form={form} name="durationMinutes" label={t('beauty.services.duration')} readOnly={readOnly} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('beauty.services.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <Controller
        control={form.control}
        name="processing"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <FormControlLabel
              label={t('beauty.services.processing')}
              control={
                <Switch
                  checked={!!field.value}
                  disabled={readOnly}
                  onChange={(event) => field.onChange(event.target.checked ? DEFAULT_PROCESSING : null)}
                />
              }
            />
            <Typography variant="body2" color="text.secondary">
              {t('beauty.services.processingHelp')}
            </Typography>
            {field.value && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <NumberField
                  form={form}
                  name="processing.startsAfter"
                  label={t('beauty.services.processingStartsAfter')}
                  readOnly={readOnly}
                />
                <NumberField
                  form={form}
                  name="processing.minutes"
                  label={t('beauty.services.processingMinutes')}
                  readOnly={readOnly}
                />
              </Stack>
            )}
            {fieldState.error?.message && (
              <Typography color="error" variant="body2">
                {fieldState.error.message}
              </Typography>
            )}
          </Stack>
        )}
      />
      <MultiSelectField
        form={form}
        name="employeeIds"
        label={t('beauty.services.employees')}
        readOnly={readOnly}
        // Active employees, and whoever the service already names (so that saving keeps them until removed).
        options={employees
          .filter((employee) => employee.active || chosenEmployees.includes(employee.id))
          .map((employee) => ({ value: employee.id, label: `${employee.firstName} ${employee.lastName}`.trim() }))}
      />
      <Controller
        control={form.control}
        name="roomId"
        render={({ field, fieldState }) => (
          // No room is null in the body and '' in the select.
          <TextField
            select
            fullWidth
            id="roomId"
            label={t('beauty.services.room')}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            inputRef={field.ref}
            disabled={readOnly}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('beauty.services.noRoom')}</MenuItem>
            {rooms
              .filter((room) => room.active || room.id === field.value)
              .map((room) => (
                <MenuItem key={room.id} value={room.id}>
                  {room.name}
                </MenuItem>
              ))}
          </TextField>
        )}
      />
      <MaterialRows form={form} materials={materials} readOnly={readOnly} />
      <MarginPanel form={form} materials={materials} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextInput
          {...fieldProps(form, 'color')}
          label={t('beauty.services.color')}
          type="color"
          shrinkLabel
          fullWidth={false}
        />
        <SwitchField
          form={form}
          name="bookableOnline"
          label={t('beauty.services.bookableOnline')}
          readOnly={readOnly}
        />
        <SwitchField form={form} name="active" label={t('beauty.services.active')} readOnly={readOnly} />
      </Stack>
    </>
  );
}
