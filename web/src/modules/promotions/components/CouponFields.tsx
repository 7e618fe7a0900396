import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { Coupon, couponBodySchema, ModuleType } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, NumberField, SwitchField } from '../../../ui/form-controls';
import { TextInput } from '../../../ui/TextInput';
import { ItemPicker } from '../../orders';

export type CouponForm = z.infer<typeof couponBodySchema>;

/** The modules that sell (or will): where a coupon may apply. None chosen: every one. */
const COUPON_MODULES: ModuleType[] = ['restaurant', 'beauty', 'ecommerce', 'elearning'];

/** The API answers cents and percent; the form (the body) takes euros or the percentage as `value`. */
export const couponToForm = (coupon: Coupon | undefined): CouponForm => ({
  code: coupon?.code ?? '',
  name: coupon?.name ?? '',
  type: coupon?.type ?? 'percentage',
  value: coupon ? (coupon.type === 'percentage' ? coupon.percent : coupon.amountCents / 100) : '',
  validFrom: coupon?.validFrom ?? null,
  validTo: coupon?.validTo ?? null,
  maxUses: coupon?.maxUses ?? 0,
  maxUsesPerClient: coupon?.maxUsesPerClient ?? 0,
  minimum: coupon ? coupon.minimumCents / 100 : 0,
  modules: coupon?.modules ?? [],
  itemIds: coupon?.itemIds ?? [],
  active: coupon?.active ?? true,
});

/** An empty date field is no date (null), not ''. */
const dayOrNull = (value: unknown) => (value === '' || value == null ? null : String(value));

/** The fields of a coupon, shared by create and edit. */
export function CouponFields({ form, readOnly }: FieldsProps<CouponForm>) {
  const { t } = useTranslation();
  const type = form.watch('type');
  const validFrom = form.register('validFrom', { setValueAs: dayOrNull });
  const validTo = form.register('validTo', { setValueAs: dayOrNull });
  const dateError = (name: 'validFrom' | 'validTo') => form.formState.errors[name]?.message;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'code')}
          label={t('promotions.coupons.code')}
          helperText={fieldProps(form, 'code').helperText ?? t('promotions.coupons.codeHelp')}
          autoFocus={!readOnly}
        />
        <TextInput {...fieldProps(form, 'name')} label={t('promotions.coupons.name')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormControlLabel
              label={t('promotions.coupons.fixedType')}
              sx={{ flexShrink: 0 }}
              control={
                <Switch
                  checked={field.value === 'fixed'}
                  onChange={(event) => !readOnly && field.onChange(event.target.checked ? 'fixed' : 'percentage')}
                />
              }
            />
          )}
        />
        {type === 'fixed' ? (
          <MoneyField form={form} name="value" label={t('promotions.coupons.amount')} readOnly={readOnly} />
        ) : (
          <TextInput
            {...fieldProps(form, 'value')}
            label={t('promotions.coupons.percent')}
            inputMode="numeric"
            readOnly={readOnly}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...validFrom}
          id="validFrom"
          inputRef={validFrom.ref}
          type="date"
          shrinkLabel
          readOnly={readOnly}
          label={t('promotions.coupons.validFrom')}
          error={!!dateError('validFrom')}
          helperText={dateError('validFrom')}
        />
        <TextInput
          {...validTo}
          id="validTo"
          inputRef={validTo.ref}
          type="date"
          shrinkLabel
          readOnly={readOnly}
          label={t('promotions.coupons.validTo')}
          error={!!dateError('validTo')}
          helperText={dateError('validTo')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField form={form} name="maxUses" label={t('promotions.coupons.maxUses')} readOnly={readOnly} />
        <NumberField
          form={form}
          name="maxUsesPerClient"
          label={t('promotions.coupons.maxUsesPerClient')}
          readOnly={readOnly}
        />
        <MoneyField form={form} name="minimum" label={t('promotions.coupons.minimum')} readOnly={readOnly} />
      </Stack>
      <Controller
        control={form.control}
        name="modules"
        render={({ field }) => (
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" color="text.secondary">
              {t('promotions.coupons.modules')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              {COUPON_MODULES.map((module) => (
                <FormControlLabel
                  key={module}
                  label={t(`modules.${module}`)}
                  control={
                    <Switch
                      checked={field.value.includes(module)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, module]
                            : field.value.filter((chosen) => chosen !== module),
                        )
                      }
                    />
                  }
                />
              ))}
            </Stack>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="itemIds"
        render={({ field, fieldState }) => (
          // The picker loads when the editor shows (its own chunk: the editor's first load is at its budget).
          <Suspense fallback={<TextInput label={t('promotions.coupons.itemIds')} readOnly />}>
            <ItemPicker
              id="itemIds"
              value={field.value}
              onChange={field.onChange}
              label={t('promotions.coupons.itemIds')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? form.formState.errors.itemIds?.root?.message}
              readOnly={readOnly}
            />
          </Suspense>
        )}
      />
      <SwitchField form={form} name="active" label={t('promotions.coupons.active')} readOnly={readOnly} />
    </>
  );
}
