import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Category, type dishBodySchema, type ModifierGroup } from '@plataforma/domain';
import { PhotoField } from '../../../platform/media/PhotoField';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, SwitchField } from '../../../ui/form-controls';
import { MultiSelectField, SelectField, VatRateField } from '../../../ui/select-fields';
import { restaurantPaths, THEN_NEW_DISH } from '../paths';
import { AllergenPicker } from './Allergens';

export type DishForm = z.infer<typeof dishBodySchema>;

/** The fields of a dish, shared by create and edit. */
export function DishFields({ form, readOnly }: FieldsProps<DishForm>) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: categories = [], isSuccess } = useResourceOptions<Category>('restaurant/categories', {
    sort: 'position',
  });
  const { data: groups = [] } = useResourceOptions<ModifierGroup>('restaurant/modifier-groups', { sort: 'name' });
  // An empty countdown means 'not counted' (null), not zero units.
  const stock = form.register('stock', {
    setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
  });
  return (
    <>
      {isSuccess && categories.length === 0 && !readOnly && (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={restaurantPaths.category(org, NEW_ID, { then: THEN_NEW_DISH })}
              color="inherit"
              size="small"
            >
              {t('restaurant.dishes.createCategory')}
            </Button>
          }
        >
          {t('restaurant.dishes.needsCategory')}
        </Alert>
      )}
      <TextInput {...fieldProps(form, 'name')} label={t('restaurant.dishes.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('restaurant.dishes.description')}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('restaurant.dishes.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
        <SelectField
          form={form}
          name="categoryId"
          label={t('restaurant.dishes.category')}
          readOnly={readOnly}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      </Stack>
      <AllergenPicker form={form} name="allergens" readOnly={readOnly} />
      <MultiSelectField
        form={form}
        name="modifierGroupIds"
        label={t('restaurant.dishes.modifierGroups')}
        readOnly={readOnly}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'station')}
          label={t('restaurant.dishes.station')}
          helperText={form.formState.errors.station?.message ?? t('restaurant.dishes.stationHelp')}
        />
        <TextInput
          name={stock.name}
          onChange={stock.onChange}
          onBlur={stock.onBlur}
          inputRef={stock.ref}
          id="stock"
          type="number"
          inputMode="numeric"
          label={t('restaurant.dishes.stock')}
          error={!!form.formState.errors.stock}
          helperText={form.formState.errors.stock?.message ?? t('restaurant.dishes.stockHelp')}
        />
      </Stack>
      <SwitchField form={form} name="available" label={t('restaurant.dishes.available')} readOnly={readOnly} />
      <PhotoField form={form} name="photoId" label={t('restaurant.dishes.photo')} readOnly={readOnly} />
    </>
  );
}
