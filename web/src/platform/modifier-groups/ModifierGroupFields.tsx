import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { centsToInput, type ModifierGroup, type modifierGroupBodySchema } from '@plataforma/domain';
import type { FieldsProps } from '../resources/ResourceEditor';
import { TextInput } from '../../ui/TextInput';
import { fieldProps } from '../../ui/form-field';
import { fieldError, MoneyField, NumberField, SwitchField } from '../../ui/form-controls';
import './i18n';

export type ModifierGroupForm = z.infer<typeof modifierGroupBodySchema>;

/** A modifier group's form values: an existing group's, or a new one's (one empty option). */
export const modifierGroupToForm = (group: ModifierGroup | undefined): ModifierGroupForm =>
  group
    ? {
        name: group.name,
        required: group.required,
        min: group.min,
        max: group.max,
        options: group.options.map((option) => ({
          id: option.id,
          name: option.name,
          priceDelta: centsToInput(option.priceDeltaCents),
          available: option.available,
        })),
      }
    : { name: '', required: false, min: 0, max: 1, options: [{ name: '', priceDelta: '0', available: true }] };

/**
 * The fields of a modifier group ('Punto de la carne', 'Envoltorio de regalo'), shared by create and edit and by
 * every module that sells with them (the restaurant, the shop).
 */
export function ModifierGroupFields({ form, readOnly }: FieldsProps<ModifierGroupForm>) {
  const { t } = useTranslation();
  // keyName: the options' own `id` must reach the server untouched (orders will point at it).
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const optionsError = fieldError(form, 'options');
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('modifierGroups.name')} autoFocus={!readOnly} />
      <SwitchField form={form} name="required" label={t('modifierGroups.required')} readOnly={readOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField form={form} name="min" label={t('modifierGroups.min')} readOnly={readOnly} />
        <NumberField form={form} name="max" label={t('modifierGroups.max')} readOnly={readOnly} />
      </Stack>
      <Stack spacing={1} component="section" aria-label={t('modifierGroups.options')}>
        <Typography variant="subtitle1" component="h2">
          {t('modifierGroups.options')}
        </Typography>
        {optionsError && (
          <Typography color="error" variant="body2">
            {optionsError}
          </Typography>
        )}
        {options.fields.map((option, index) => (
          <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextInput
              {...fieldProps(form, `options.${index}.name`)}
              label={`${t('modifierGroups.optionName')} ${index + 1}`}
            />
            <MoneyField
              form={form}
              name={`options.${index}.priceDelta`}
              label={t('modifierGroups.priceDelta')}
              readOnly={readOnly}
            />
            <SwitchField
              form={form}
              name={`options.${index}.available`}
              label={t('modifierGroups.optionAvailable')}
              readOnly={readOnly}
            />
            {!readOnly && (
              <IconButton
                aria-label={t('modifierGroups.removeOption', { index: index + 1 })}
                onClick={() => options.remove(index)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {!readOnly && (
          <div>
            <Button
              startIcon={<AddIcon />}
              onClick={() => options.append({ name: '', priceDelta: '0', available: true })}
            >
              {t('modifierGroups.addOption')}
            </Button>
          </div>
        )}
      </Stack>
    </>
  );
}
