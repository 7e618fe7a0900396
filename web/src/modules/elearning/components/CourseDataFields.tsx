import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COURSE_MODALITIES,
  COURSE_MODALITY_LABELS,
  MAX_COURSE_CAPACITY,
  type CourseCategory,
  type Employee,
} from '@plataforma/domain';
import { PhotoField } from '../../../platform/media/PhotoField';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, SwitchField } from '../../../ui/form-controls';
import { SelectField, VatRateField } from '../../../ui/select-fields';
import { CATEGORIES } from '../api';
import type { CourseForm } from '../course-form';
import { elearningPaths } from '../paths';

/** The places of a course: a number, or empty for no limit (null in the body). */
function CapacityField({ form, readOnly }: FieldsProps<CourseForm>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="capacity"
      render={({ field, fieldState }) => (
        <TextInput
          id="capacity"
          label={t('elearning.course.capacity')}
          type="number"
          inputMode="numeric"
          inputProps={{ min: 1, max: MAX_COURSE_CAPACITY }}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          readOnly={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? t('elearning.course.capacityHelp')}
        />
      )}
    />
  );
}

/** Who teaches the course: an employee of the organization, or nobody yet (null). */
function TeacherField({ form, readOnly }: FieldsProps<CourseForm>) {
  const { t } = useTranslation();
  const { data: employees = [] } = useResourceOptions<Employee>('configuration/employees');
  return (
    <Controller
      control={form.control}
      name="teacherId"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          id="teacherId"
          label={t('elearning.course.teacher')}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value || null)}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('elearning.course.noTeacher')}</MenuItem>
          {/* Active employees, and whoever teaches it already (saving keeps them until changed). */}
          {employees
            .filter((employee) => employee.active || employee.id === field.value)
            .map((employee) => (
              <MenuItem key={employee.id} value={employee.id}>
                {`${employee.firstName} ${employee.lastName}`.trim()}
              </MenuItem>
            ))}
        </TextField>
      )}
    />
  );
}

/** The course page's 'Datos': what it is, its cover, price, modality, teacher and places. */
export function CourseDataFields({ form, readOnly }: FieldsProps<CourseForm>) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: categories = [], isSuccess } = useResourceOptions<CourseCategory>(CATEGORIES);
  const categoryId = form.getValues('categoryId');
  return (
    <>
      {isSuccess && categories.length === 0 && !readOnly && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={elearningPaths.category(org, NEW_ID)} color="inherit" size="small">
              {t('elearning.course.createCategory')}
            </Button>
          }
        >
          {t('elearning.course.needsCategory')}
        </Alert>
      )}
      <TextInput {...fieldProps(form, 'title')} label={t('elearning.course.title')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'description')} label={t('elearning.course.description')} multiline minRows={3} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          form={form}
          name="categoryId"
          label={t('elearning.course.category')}
          readOnly={readOnly}
          options={categories
            .filter((category) => category.active || category.id === categoryId)
            .map((category) => ({ value: category.id, label: category.name }))}
        />
        <SelectField
          form={form}
          name="modality"
          label={t('elearning.course.modality')}
          readOnly={readOnly}
          options={COURSE_MODALITIES.map((modality) => ({ value: modality, label: COURSE_MODALITY_LABELS[modality] }))}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('elearning.course.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TeacherField form={form} readOnly={readOnly} />
        <CapacityField form={form} readOnly={readOnly} />
      </Stack>
      <PhotoField form={form} name="photoId" label={t('elearning.course.cover')} readOnly={readOnly} />
      <SwitchField form={form} name="active" label={t('elearning.course.active')} readOnly={readOnly} />
    </>
  );
}
