import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { type comboBodySchema, type Dish } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError, MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { SelectField, type Option, VatRateField } from '../../../ui/select-fields';

export type ComboForm = z.infer<typeof comboBodySchema>;

function SlotOptions({
  form,
  slot,
  dishes,
  readOnly,
}: {
  form: UseFormReturn<ComboForm>;
  slot: number;
  dishes: Option[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const options = useFieldArray({ control: form.control, name: `slots.${slot}.options`, keyName: 'key' });
  const error = fieldError(form, `slots.${slot}.options`);
  return (
    <Stack spacing={1}>
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      {options.fields.map((option, index) => (
        <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SelectField
            form={form}
            name={`slots.${slot}.options.${index}.dishId`}
            label={`${t('restaurant.combos.dish')} ${index + 1}`}
            readOnly={readOnly}
            options={dishes}
          />
          <MoneyField
            form={form}
            name={`slots.${slot}.options.${index}.surcharge`}
            label={t('restaurant.combos.surcharge')}
            readOnly={readOnly}
          />
          {!readOnly && (
            <IconButton aria-label={t('restaurant.combos.removeDish')} onClick={() => options.remove(index)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <div>
          <Button size="small" startIcon={<AddIcon />} onClick={() => options.append({ dishId: '', surcharge: '0' })}>
            {t('restaurant.combos.addDish')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The fields of a combo: a fixed price and its choice slots, shared by create and edit. */
export function ComboFields({ form, readOnly }: FieldsProps<ComboForm>) {
  const { t } = useTranslation();
  const { data = [] } = useResourceOptions<Dish>('restaurant/dishes', { sort: 'name' });
  const dishes = data.map((dish) => ({ value: dish.id, label: dish.name }));
  const slots = useFieldArray({ control: form.control, name: 'slots', keyName: 'key' });
  const slotsError = fieldError(form, 'slots');
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('restaurant.combos.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('restaurant.combos.description')}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('restaurant.combos.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <SwitchField form={form} name="active" label={t('restaurant.combos.active')} readOnly={readOnly} />
      <Typography variant="subtitle1" component="h2">
        {t('restaurant.combos.slots')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('restaurant.combos.slotsHelp')}
      </Typography>
      {slotsError && (
        <Typography color="error" variant="body2">
          {slotsError}
        </Typography>
      )}
      {slots.fields.map((slot, index) => (
        <Paper
          key={slot.key}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={t('restaurant.combos.slot', { index: index + 1 })}
        >
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextInput
                {...fieldProps(form, `slots.${index}.name`)}
                label={`${t('restaurant.combos.slotName')} ${index + 1}`}
                placeholder={t('restaurant.combos.slotNamePlaceholder')}
              />
              <NumberField
                form={form}
                name={`slots.${index}.min`}
                label={t('restaurant.modifierGroups.min')}
                readOnly={readOnly}
              />
              <NumberField
                form={form}
                name={`slots.${index}.max`}
                label={t('restaurant.modifierGroups.max')}
                readOnly={readOnly}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('restaurant.combos.removeSlot', { index: index + 1 })}
                  onClick={() => slots.remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <SlotOptions form={form} slot={index} dishes={dishes} readOnly={readOnly} />
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => slots.append({ name: '', min: 1, max: 1, options: [{ dishId: '', surcharge: '0' }] })}
          >
            {t('restaurant.combos.addSlot')}
          </Button>
        </div>
      )}
    </>
  );
}
