import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  MATERIAL_UNITS,
  type Location,
  type materialBodySchema,
  type packBodySchema,
  type roomBodySchema,
  type Service,
  type serviceCategoryBodySchema,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError, MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { SelectField, VatRateField } from '../../../ui/select-fields';

export type ServiceCategoryForm = z.infer<typeof serviceCategoryBodySchema>;
export type RoomForm = z.infer<typeof roomBodySchema>;
export type MaterialForm = z.infer<typeof materialBodySchema>;
export type PackForm = z.infer<typeof packBodySchema>;

export function ServiceCategoryFields({ form, readOnly }: FieldsProps<ServiceCategoryForm>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('beauty.categories.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('beauty.categories.description')}
        multiline
        minRows={2}
      />
      <SwitchField form={form} name="active" label={t('beauty.categories.active')} readOnly={readOnly} />
    </>
  );
}

export function RoomFields({ form, readOnly }: FieldsProps<RoomForm>) {
  const { t } = useTranslation();
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations');
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('beauty.rooms.name')} autoFocus={!readOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          form={form}
          name="locationId"
          label={t('beauty.rooms.location')}
          readOnly={readOnly}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
        />
        <NumberField form={form} name="capacity" label={t('beauty.rooms.capacity')} readOnly={readOnly} />
      </Stack>
      <SwitchField form={form} name="active" label={t('beauty.rooms.active')} readOnly={readOnly} />
    </>
  );
}

/** A quantity with decimals (12,5 ml): NumberField's input, with the material's unit after it. */
function QuantityField({
  form,
  name,
  label,
  unit,
}: FieldsProps<MaterialForm> & { name: 'stock' | 'alertLevel' | 'costPerUnit'; label: string; unit: string }) {
  const { ref, ...rest } = form.register(name, { valueAsNumber: true });
  const error = fieldError(form, name);
  return (
    <TextInput
      {...rest}
      id={name}
      inputRef={ref}
      label={label}
      type="number"
      inputMode="decimal"
      inputProps={{ step: 'any' }}
      error={!!error}
      helperText={error}
      endAdornment={<InputAdornment position="end">{unit}</InputAdornment>}
    />
  );
}

export function MaterialFields({ form, readOnly }: FieldsProps<MaterialForm>) {
  const { t } = useTranslation();
  const unit = t(`beauty.materials.units.${form.watch('unit')}`);
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('beauty.materials.name')} autoFocus={!readOnly} />
      <SelectField
        form={form}
        name="unit"
        label={t('beauty.materials.unit')}
        readOnly={readOnly}
        options={MATERIAL_UNITS.map((value) => ({ value, label: t(`beauty.materials.unitNames.${value}`) }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <QuantityField form={form} readOnly={readOnly} name="stock" label={t('beauty.materials.stock')} unit={unit} />
        <QuantityField
          form={form}
          readOnly={readOnly}
          name="alertLevel"
          label={t('beauty.materials.alertLevel')}
          unit={unit}
        />
        <QuantityField
          form={form}
          readOnly={readOnly}
          name="costPerUnit"
          label={t('beauty.materials.costPerUnit')}
          unit={`€/${unit}`}
        />
      </Stack>
    </>
  );
}

export function PackFields({ form, readOnly }: FieldsProps<PackForm>) {
  const { t } = useTranslation();
  const { data: services = [] } = useResourceOptions<Service>('beauty/services');
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const itemsError = fieldError(form, 'items');
  const options = services.map((service) => ({ value: service.id, label: service.name }));
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('beauty.packs.name')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'description')} label={t('beauty.packs.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('beauty.packs.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
        <NumberField form={form} name="validityDays" label={t('beauty.packs.validityDays')} readOnly={readOnly} />
      </Stack>
      <Stack spacing={1} component="section" aria-label={t('beauty.packs.items')}>
        <Typography variant="subtitle1" component="h2">
          {t('beauty.packs.items')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('beauty.packs.itemsHelp')}
        </Typography>
        {itemsError && (
          <Typography color="error" variant="body2">
            {itemsError}
          </Typography>
        )}
        {items.fields.map((item, index) => (
          <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SelectField
              form={form}
              name={`items.${index}.serviceId`}
              label={`${t('beauty.packs.service')} ${index + 1}`}
              readOnly={readOnly}
              options={options}
            />
            <NumberField
              form={form}
              name={`items.${index}.sessions`}
              label={t('beauty.packs.sessions')}
              readOnly={readOnly}
            />
            {!readOnly && (
              <IconButton
                aria-label={t('beauty.packs.remove', { index: index + 1 })}
                onClick={() => items.remove(index)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
        {!readOnly && (
          <div>
            <Button size="small" startIcon={<AddIcon />} onClick={() => items.append({ serviceId: '', sessions: 5 })}>
              {t('beauty.packs.add')}
            </Button>
          </div>
        )}
      </Stack>
      <SwitchField form={form} name="active" label={t('beauty.packs.active')} readOnly={readOnly} />
    </>
  );
}
