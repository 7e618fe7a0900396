import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { MAX_PRODUCT_PHOTOS, variantLabel, type Product, type shopPackBodySchema } from '@plataforma/domain';
import { LazyPhotosField as PhotosField } from '../../../platform/media/LazyPhotosField';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError, MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { SelectField, VatRateField } from '../../../ui/select-fields';
import { PRODUCTS } from '../api';
import { BarcodeField } from './BarcodeField';

export type PackForm = z.infer<typeof shopPackBodySchema>;

/** One component of the pack: the product, then its variant when it has them, and how many. */
function PackItem({
  form,
  readOnly,
  index,
  products,
  onRemove,
}: FieldsProps<PackForm> & { index: number; products: Product[]; onRemove: () => void }) {
  const { t } = useTranslation();
  const productId = useWatch({ control: form.control, name: `items.${index}.productId` });
  const variantId = useWatch({ control: form.control, name: `items.${index}.variantId` });
  const product = products.find((p) => p.id === productId);
  // Another product: the variant chosen for the previous one no longer applies.
  useEffect(() => {
    if (product && variantId && !product.variants.some((variant) => variant.id === variantId))
      form.setValue(`items.${index}.variantId`, null);
  }, [form, index, product, variantId]);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        alignItems: { sm: 'flex-start' },
        borderLeft: { xs: 3, sm: 0 },
        borderColor: 'divider',
        pl: { xs: 1, sm: 0 },
      }}
    >
      <SelectField
        form={form}
        name={`items.${index}.productId`}
        label={t('ecommerce.packs.product', { index: index + 1 })}
        readOnly={readOnly}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
      />
      {product && product.variants.length > 0 && (
        <SelectField
          form={form}
          name={`items.${index}.variantId`}
          label={t('ecommerce.packs.variant', { index: index + 1 })}
          readOnly={readOnly}
          options={product.variants.map((variant) => ({ value: variant.id, label: variantLabel(variant) }))}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <NumberField
          form={form}
          name={`items.${index}.quantity`}
          label={t('ecommerce.packs.quantity')}
          readOnly={readOnly}
        />
        {!readOnly && (
          <IconButton aria-label={t('ecommerce.packs.remove', { index: index + 1 })} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  );
}

/** The fields of a pack, shared by create and edit. */
export function PackFields({ form, readOnly }: FieldsProps<PackForm>) {
  const { t } = useTranslation();
  const { data: products = [] } = useResourceOptions<Product>(PRODUCTS, { sort: 'name' });
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const itemsError = fieldError(form, 'items');
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('ecommerce.packs.name')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'description')} label={t('ecommerce.packs.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('ecommerce.packs.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'sku')} label={t('ecommerce.products.sku')} />
        <BarcodeField form={form} name="barcode" label={t('ecommerce.products.barcode')} readOnly={readOnly} />
      </Stack>
      <Stack spacing={1.5} component="section" aria-label={t('ecommerce.packs.items')}>
        <Typography variant="subtitle1" component="h2">
          {t('ecommerce.packs.items')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ecommerce.packs.itemsHelp')}
        </Typography>
        {itemsError && (
          <Typography color="error" variant="body2" role="alert">
            {itemsError}
          </Typography>
        )}
        {items.fields.map((item, index) => (
          <PackItem
            key={item.key}
            form={form}
            readOnly={readOnly}
            index={index}
            products={products}
            onRemove={() => items.remove(index)}
          />
        ))}
        {!readOnly && (
          <div>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => items.append({ productId: '', variantId: null, quantity: 1 })}
            >
              {t('ecommerce.packs.add')}
            </Button>
          </div>
        )}
      </Stack>
      <PhotosField
        form={form}
        name="photoIds"
        label={t('ecommerce.products.photos')}
        readOnly={readOnly}
        max={MAX_PRODUCT_PHOTOS}
      />
      <SwitchField form={form} name="active" label={t('ecommerce.packs.active')} readOnly={readOnly} />
    </>
  );
}
