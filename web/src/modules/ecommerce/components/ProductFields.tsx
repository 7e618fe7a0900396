import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PRODUCT_PHOTOS, type ModifierGroup, type productBodySchema, type ShopCategory } from '@plataforma/domain';
import { LazyPhotosField as PhotosField } from '../../../platform/media/LazyPhotosField';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { MultiSelectField, SelectField, VatRateField } from '../../../ui/select-fields';
import { CATEGORIES, MODIFIER_GROUPS } from '../api';
import { ecommercePaths } from '../paths';
import { treeRows } from '../tree';
import { BarcodeField } from './BarcodeField';

// The options and the variants table (chips, a table of inputs) load beside the form, not before it: prefetched once
// this module is loaded, so that they are there when the form shows.
const loadVariantFields = () => import('./VariantFields');
const VariantFields = lazy(() => loadVariantFields().then((m) => ({ default: m.VariantFields })));
void loadVariantFields().catch(() => undefined);

export type ProductForm = z.infer<typeof productBodySchema>;

function Section({ title }: { title: string }) {
  return (
    <>
      <Divider />
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
    </>
  );
}

/** The fields of a product, shared by create and edit: basics, price and VAT, codes, photos, variants, stock. */
export function ProductFields({ form, readOnly }: FieldsProps<ProductForm>) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const { data: categories = [], isSuccess } = useResourceOptions<ShopCategory>(CATEGORIES, { sort: 'position' });
  const { data: groups = [] } = useResourceOptions<ModifierGroup>(MODIFIER_GROUPS, { sort: 'name' });
  const trackStock = useWatch({ control: form.control, name: 'trackStock' });
  return (
    <>
      {isSuccess && categories.length === 0 && !readOnly && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ecommercePaths.category(org, NEW_ID)} color="inherit" size="small">
              {t('ecommerce.products.createCategory')}
            </Button>
          }
        >
          {t('ecommerce.products.needsCategory')}
        </Alert>
      )}
      <TextInput {...fieldProps(form, 'name')} label={t('ecommerce.products.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('ecommerce.products.description')}
        multiline
        minRows={2}
      />
      <SelectField
        form={form}
        name="categoryId"
        label={t('ecommerce.products.category')}
        readOnly={readOnly}
        options={treeRows(categories).map((row) => ({ value: row.category.id, label: row.path }))}
      />
      <Section title={t('ecommerce.products.sections.price')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('ecommerce.products.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <Section title={t('ecommerce.products.sections.codes')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'sku')} label={t('ecommerce.products.sku')} />
        <BarcodeField form={form} name="barcode" label={t('ecommerce.products.barcode')} readOnly={readOnly} />
      </Stack>
      <PhotosField
        form={form}
        name="photoIds"
        label={t('ecommerce.products.photos')}
        readOnly={readOnly}
        max={MAX_PRODUCT_PHOTOS}
      />
      <Divider />
      <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
        <VariantFields form={form} readOnly={readOnly} />
      </Suspense>
      <Section title={t('ecommerce.products.sections.stock')} />
      <SwitchField form={form} name="trackStock" label={t('ecommerce.products.trackStock')} readOnly={readOnly} />
      {trackStock && (
        <NumberField form={form} name="lowStockAt" label={t('ecommerce.products.lowStockAt')} readOnly={readOnly} />
      )}
      <MultiSelectField
        form={form}
        name="modifierGroupIds"
        label={t('ecommerce.products.modifierGroups')}
        readOnly={readOnly}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
      />
      <SwitchField form={form} name="active" label={t('ecommerce.products.active')} readOnly={readOnly} />
    </>
  );
}
