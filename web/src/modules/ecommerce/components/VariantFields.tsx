import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_VARIANTS,
  variantLabel,
  type ProductOption,
} from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError } from '../../../ui/form-controls';
import type { ProductForm } from './ProductFields';
import { BarcodeField } from './BarcodeField';
import { combinations, combinationsKey, variantsFor } from './variants';

/** The values of one option as chips: typed and added with Enter (or the button), taken off with the chip's cross. */
function OptionValues({ form, index, readOnly }: FieldsProps<ProductForm> & { index: number }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const name = useWatch({ control: form.control, name: `options.${index}.name` }) || `${index + 1}`;
  return (
    <Controller
      control={form.control}
      name={`options.${index}.values`}
      render={({ field, fieldState }) => {
        const values = field.value ?? [];
        const add = () => {
          const value = draft.trim();
          if (!value) return;
          if (values.some((v) => v.toLowerCase() === value.toLowerCase()))
            return setProblem(t('ecommerce.options.duplicateValue'));
          setProblem(undefined);
          field.onChange([...values, value]);
          setDraft('');
        };
        return (
          <Stack spacing={1}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
              {values.map((value) => (
                <Chip
                  key={value}
                  label={value}
                  onDelete={readOnly ? undefined : () => field.onChange(values.filter((v) => v !== value))}
                  slotProps={{ root: { 'aria-label': value } }}
                  deleteIcon={<DeleteOutlineIcon aria-label={t('ecommerce.options.removeValue', { value })} />}
                />
              ))}
            </Stack>
            {!readOnly && values.length < MAX_OPTION_VALUES && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextInput
                  size="small"
                  label={t('ecommerce.options.values', { name })}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter adds the value; it must not send the product's form.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                  error={!!(problem ?? fieldState.error)}
                  helperText={problem ?? fieldState.error?.message ?? t('ecommerce.options.valuesHelp')}
                />
                <Button onClick={add} sx={{ mt: 0.5, flexShrink: 0 }}>
                  {t('ecommerce.options.addValue')}
                </Button>
              </Stack>
            )}
          </Stack>
        );
      }}
    />
  );
}

/**
 * The product's options (up to three, values as chips) and the variants table generated from their combinations:
 * changing the values adds and removes rows, and a combination that had a variant keeps it (its id included).
 */
export function VariantFields({ form, readOnly }: FieldsProps<ProductForm>) {
  const { t } = useTranslation();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const replaceVariants = variants.replace;
  const watched = (useWatch({ control: form.control, name: 'options' }) ?? []) as ProductOption[];
  const key = combinationsKey(watched);
  // The combinations when the form opened: the saved variants are shown as they are until the values change.
  const [initial] = useState(() => structuredClone(watched));
  const last = useRef({ key, options: initial });
  useEffect(() => {
    if (key === last.current.key) return;
    const next = variantsFor(watched, form.getValues('variants'), last.current.options);
    last.current = { key, options: structuredClone(watched) };
    if (next.length <= MAX_VARIANTS) replaceVariants(next);
    // watched is read through key: the effect runs when the combinations change, not on every keystroke of a name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const tooMany = combinations(watched).length > MAX_VARIANTS;
  const optionsError = fieldError(form, 'options');
  const variantsError = fieldError(form, 'variants');
  return (
    <>
      <Stack spacing={2} component="section" aria-label={t('ecommerce.options.title')}>
        <Typography variant="subtitle1" component="h2">
          {t('ecommerce.options.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ecommerce.options.help')}
        </Typography>
        {optionsError && (
          <Typography color="error" variant="body2" role="alert">
            {optionsError}
          </Typography>
        )}
        {options.fields.map((option, index) => (
          <Stack key={option.id} spacing={1} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextInput
                {...fieldProps(form, `options.${index}.name`)}
                label={t('ecommerce.options.name', { index: index + 1 })}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('ecommerce.options.remove', { index: index + 1 })}
                  onClick={() => options.remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <OptionValues form={form} index={index} readOnly={readOnly} />
          </Stack>
        ))}
        {!readOnly && options.fields.length < MAX_PRODUCT_OPTIONS && (
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => options.append({ name: '', values: [] })}>
              {t('ecommerce.options.add')}
            </Button>
          </Box>
        )}
      </Stack>
      {options.fields.length > 0 && (
        <Stack spacing={1} component="section" aria-label={t('ecommerce.variants.title')}>
          <Typography variant="subtitle1" component="h2">
            {t('ecommerce.variants.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ecommerce.variants.removeHelp')}
          </Typography>
          {tooMany && (
            <Typography color="error" variant="body2" role="alert">
              {t('ecommerce.variants.tooMany', { max: MAX_VARIANTS })}
            </Typography>
          )}
          {variantsError && (
            <Typography color="error" variant="body2" role="alert">
              {variantsError}
            </Typography>
          )}
          {variants.fields.length === 0 ? (
            <Typography variant="body2">{t('ecommerce.variants.none')}</Typography>
          ) : (
            // Wide on a phone: the table scrolls sideways inside its box, not the page.
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('ecommerce.variants.title')} sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ecommerce.variants.columns.variant')}</TableCell>
                    <TableCell>{t('ecommerce.variants.columns.sku')}</TableCell>
                    <TableCell>{t('ecommerce.variants.columns.barcode')}</TableCell>
                    <TableCell>{t('ecommerce.variants.columns.price')}</TableCell>
                    <TableCell>{t('ecommerce.variants.columns.active')}</TableCell>
                    {!readOnly && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {variants.fields.map((variant, index) => {
                    const label = variantLabel(variant);
                    const price = form.register(`variants.${index}.price`, {
                      setValueAs: (value: unknown) => (value === '' || value === null ? null : value),
                    });
                    const priceError = fieldError(form, `variants.${index}.price`);
                    return (
                      <TableRow key={variant.key} data-testid="variant-row">
                        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                          {label}
                          {fieldError(form, `variants.${index}.values`) && (
                            <Typography color="error" variant="body2">
                              {fieldError(form, `variants.${index}.values`)}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell sx={{ minWidth: 140 }}>
                          <TextInput
                            {...fieldProps(form, `variants.${index}.sku`)}
                            size="small"
                            label={t('ecommerce.variants.sku', { label })}
                          />
                        </TableCell>
                        <TableCell sx={{ minWidth: 180 }}>
                          <BarcodeField
                            form={form}
                            name={`variants.${index}.barcode`}
                            size="small"
                            label={t('ecommerce.variants.barcode', { label })}
                            readOnly={readOnly}
                          />
                        </TableCell>
                        <TableCell sx={{ minWidth: 120 }}>
                          <TextInput
                            name={price.name}
                            onChange={price.onChange}
                            onBlur={price.onBlur}
                            inputRef={price.ref}
                            id={price.name}
                            size="small"
                            inputMode="decimal"
                            label={t('ecommerce.variants.price', { label })}
                            placeholder={t('ecommerce.variants.pricePlaceholder')}
                            error={!!priceError}
                            helperText={priceError}
                          />
                        </TableCell>
                        <TableCell>
                          <Controller
                            control={form.control}
                            name={`variants.${index}.active`}
                            render={({ field }) => (
                              <Switch
                                checked={!!field.value}
                                onChange={(event) => field.onChange(event.target.checked)}
                                disabled={readOnly}
                                slotProps={{ input: { 'aria-label': t('ecommerce.variants.active', { label }) } }}
                              />
                            )}
                          />
                        </TableCell>
                        {!readOnly && (
                          <TableCell>
                            <IconButton
                              aria-label={t('ecommerce.variants.remove', { label })}
                              onClick={() => variants.remove(index)}
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      )}
    </>
  );
}
