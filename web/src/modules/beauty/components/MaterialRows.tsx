import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { formatCents, materialsCostCents, type Material } from '@plataforma/domain';
import { fieldError, NumberField } from '../../../ui/form-controls';
import { SelectField } from '../../../ui/select-fields';
import type { ServiceForm } from './ServiceFields';

/** The materials a service uses up, one row each: which, how much (in its unit) and what that costs. */
export function MaterialRows({
  form,
  materials,
  readOnly,
}: {
  form: UseFormReturn<ServiceForm>;
  materials: Material[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'materials', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'materials' }) ?? [];
  const byId = new Map(materials.map((material) => [material.id, material]));
  const costs = new Map(materials.map((material) => [material.id, material.costPerUnitCents]));
  const error = fieldError(form, 'materials');
  const options = materials.map((material) => ({ value: material.id, label: material.name }));
  return (
    <Stack spacing={1} component="section" aria-label={t('beauty.materialsUsed.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('beauty.materialsUsed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('beauty.materialsUsed.help')}
      </Typography>
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      {rows.fields.map((row, index) => {
        const value = values[index];
        const material = value ? byId.get(value.materialId) : undefined;
        const quantity = Number(value?.quantity);
        const cost =
          material && Number.isFinite(quantity)
            ? materialsCostCents([{ materialId: material.id, quantity }], costs)
            : 0;
        return (
          <Stack
            key={row.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <SelectField
              form={form}
              name={`materials.${index}.materialId`}
              label={`${t('beauty.materialsUsed.material')} ${index + 1}`}
              readOnly={readOnly}
              options={options}
            />
            <NumberField
              form={form}
              name={`materials.${index}.quantity`}
              label={`${t('beauty.materialsUsed.quantity')}${material ? ` (${t(`beauty.materials.units.${material.unit}`)})` : ''}`}
              readOnly={readOnly}
            />
            <Typography variant="body2" sx={{ minWidth: 120 }} data-testid={`material-cost-${index}`}>
              {t('beauty.materialsUsed.cost', { cost: formatCents(cost) })}
            </Typography>
            {!readOnly && (
              <IconButton
                aria-label={t('beauty.materialsUsed.remove', { index: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!readOnly && (
        <div>
          <Button size="small" startIcon={<AddIcon />} onClick={() => rows.append({ materialId: '', quantity: 1 })}>
            {t('beauty.materialsUsed.add')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
