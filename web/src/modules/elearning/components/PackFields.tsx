import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  eurosToCents,
  formatCents,
  isEuroAmount,
  type coursePackBodySchema,
  type ElearningCourse,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { MoneyField, SwitchField } from '../../../ui/form-controls';
import { MultiSelectField, VatRateField } from '../../../ui/select-fields';
import { COURSES } from '../api';

export type PackForm = z.infer<typeof coursePackBodySchema>;

/** The courses' prices added up beside the pack's: what a client saves buying them together. */
function PriceComparison({ form, courses }: { form: UseFormReturn<PackForm>; courses: ElearningCourse[] }) {
  const { t } = useTranslation();
  const [courseIds = [], price] = useWatch({ control: form.control, name: ['courseIds', 'price'] });
  const priceOf = new Map(courses.map((course) => [course.id, course.priceCents]));
  const separately = courseIds.reduce((sum, id) => sum + (priceOf.get(id) ?? 0), 0);
  const packCents = price !== undefined && isEuroAmount(price) ? eurosToCents(price) : null;
  const rows: [string, string, string][] = [
    ['separately', t('elearning.packs.separately'), formatCents(separately)],
    ['pack', t('elearning.packs.packPrice'), packCents === null ? '—' : formatCents(packCents)],
    ['saving', t('elearning.packs.saving'), packCents === null ? '—' : formatCents(separately - packCents)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t('elearning.packs.comparison')} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        {rows.map(([key, label, value]) => (
          <Stack key={key} spacing={0.25}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="subtitle1" component="p" data-testid={`pack-${key}`}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The fields of a pack of courses, shared by create and edit. */
export function PackFields({ form, readOnly }: FieldsProps<PackForm>) {
  const { t } = useTranslation();
  const { data: courses = [] } = useResourceOptions<ElearningCourse>(COURSES);
  const chosen = form.getValues('courseIds');
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('elearning.packs.name')} autoFocus={!readOnly} />
      <TextInput {...fieldProps(form, 'description')} label={t('elearning.packs.description')} multiline minRows={2} />
      <Stack spacing={1}>
        <MultiSelectField
          form={form}
          name="courseIds"
          label={t('elearning.packs.courses')}
          readOnly={readOnly}
          // Courses on sale, and those the pack has already (saving keeps them until removed).
          options={courses
            .filter((course) => course.active || chosen.includes(course.id))
            .map((course) => ({ value: course.id, label: `${course.title} · ${formatCents(course.priceCents)}` }))}
        />
        <Typography variant="body2" color="text.secondary">
          {t('elearning.packs.coursesHelp')}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField form={form} name="price" label={t('elearning.packs.price')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <PriceComparison form={form} courses={courses} />
      <SwitchField form={form} name="active" label={t('elearning.packs.active')} readOnly={readOnly} />
    </>
  );
}
