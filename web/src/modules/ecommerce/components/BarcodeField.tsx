import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEan13 } from '@plataforma/domain';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';

/** What the typed code is so far: nothing, digits still missing, a valid EAN-13, or not one. */
export function barcodeState(code: string): 'empty' | 'typing' | 'valid' | 'invalid' {
  const trimmed = code.trim();
  if (trimmed === '') return 'empty';
  if (isEan13(trimmed)) return 'valid';
  return /^\d{1,12}$/.test(trimmed) ? 'typing' : 'invalid';
}

/**
 * An EAN-13 barcode, checked as it is typed with domain's isEan13 (the check digit included): a wrong code says so
 * before the form is sent (the schema refuses it again on saving, as the API does).
 */
export function BarcodeField<T extends FieldValues>({
  form,
  name,
  label,
  readOnly,
  size,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
  size?: 'small';
}) {
  const { t } = useTranslation();
  const value = (useWatch({ control: form.control, name }) ?? '') as string;
  const props = fieldProps(form, name);
  const state = barcodeState(value);
  const error = props.error || state === 'invalid';
  const helperText =
    props.helperText ??
    (state === 'invalid'
      ? t('ecommerce.products.barcodeBad')
      : state === 'valid'
        ? t('ecommerce.products.barcodeOk')
        : state === 'typing'
          ? `${value.trim().length}/13`
          : undefined);
  return (
    <TextInput
      {...props}
      error={error}
      helperText={helperText}
      label={label}
      readOnly={readOnly}
      inputMode="numeric"
      size={size}
      inputProps={{ maxLength: 13 }}
    />
  );
}
