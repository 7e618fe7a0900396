import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ALLERGENS, MENU_INCLUDES, WEEKDAYS, type dailyMenuBodySchema, type Dish } from '@plataforma/domain';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError, MoneyField } from '../../../ui/form-controls';
import { MultiSelectField, SelectField, type Option, VatRateField } from '../../../ui/select-fields';
import { intervalEndNote } from '../../../ui/schedule-text';
import { AllergenIcons } from './Allergens';

export type DailyMenuForm = z.infer<typeof dailyMenuBodySchema>;

interface Props {
  form: UseFormReturn<DailyMenuForm>;
  readOnly: boolean;
  dishes: Dish[];
}

function CourseItems({ form, course, courseName, readOnly, dishes }: Props & { course: number; courseName: string }) {
  const { t } = useTranslation();
  const items = useFieldArray({ control: form.control, name: `courses.${course}.items`, keyName: 'key' });
  const values = useWatch({ control: form.control, name: `courses.${course}.items` });
  const dishOptions: Option[] = [
    { value: '', label: t('restaurant.dailyMenu.itemWritten') },
    ...dishes.map((dish) => ({ value: dish.id, label: dish.name })),
  ];
  const allergenOptions = ALLERGENS.map((allergen) => ({
    value: allergen,
    label: t(`restaurant.allergens.${allergen}`),
  }));
  return (
    <Stack spacing={1}>
      {items.fields.map((item, index) => {
        const dishId = values?.[index]?.dishId ?? '';
        const dish = dishes.find((d) => d.id === dishId);
        return (
          <Stack
            key={item.key}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: { md: 'center' } }}
          >
            <SelectField
              form={form}
              name={`courses.${course}.items.${index}.dishId`}
              label={`${courseName} ${index + 1}: ${t('restaurant.dailyMenu.itemDish')}`}
              readOnly={readOnly}
              options={dishOptions}
            />
            {dish ? (
              <Box sx={{ minWidth: 160 }}>
                <AllergenIcons allergens={dish.allergens} />
              </Box>
            ) : (
              <>
                <TextInput
                  {...fieldProps(form, `courses.${course}.items.${index}.name`)}
                  label={`${courseName} ${index + 1}: ${t('restaurant.dailyMenu.itemName')}`}
                />
                <MultiSelectField
                  form={form}
                  name={`courses.${course}.items.${index}.allergens`}
                  label={t('restaurant.allergens.title')}
                  readOnly={readOnly}
                  options={allergenOptions}
                />
              </>
            )}
            {!readOnly && (
              <IconButton aria-label={t('restaurant.dailyMenu.removeItem')} onClick={() => items.remove(index)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!readOnly && (
        <div>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => items.append({ dishId: '', name: '', allergens: [] })}
          >
            {t('restaurant.dailyMenu.addItem', { name: courseName })}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The editor of a menú del día: price, courses with their dishes, what is included, when it is offered. */
export function DailyMenuFields({ form, readOnly, dishes }: Props) {
  const { t } = useTranslation();
  const courses = useFieldArray({ control: form.control, name: 'courses', keyName: 'key' });
  const names = useWatch({ control: form.control, name: 'courses' });
  const hours = useWatch({ control: form.control, name: 'hours' });
  const coursesError = fieldError(form, 'courses');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'name')} label={t('restaurant.dailyMenu.name')} />
        <MoneyField form={form} name="price" label={t('restaurant.dailyMenu.price')} readOnly={readOnly} />
        <MoneyField form={form} name="halfPrice" label={t('restaurant.dailyMenu.halfPrice')} readOnly={readOnly} />
        <VatRateField form={form} name="vatRate" readOnly={readOnly} />
      </Stack>
      <Typography variant="h6" component="h2">
        {t('restaurant.dailyMenu.courses')}
      </Typography>
      {coursesError && (
        <Typography color="error" role="alert">
          {coursesError}
        </Typography>
      )}
      {courses.fields.map((course, index) => {
        const courseName = names?.[index]?.name || `${index + 1}`;
        return (
          <Paper key={course.key} variant="outlined" sx={{ p: 2 }} component="section" aria-label={courseName}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextInput
                  {...fieldProps(form, `courses.${index}.name`)}
                  label={t('restaurant.dailyMenu.courseName')}
                />
                {!readOnly && (
                  <IconButton
                    aria-label={t('restaurant.dailyMenu.removeCourse', { name: courseName })}
                    onClick={() => courses.remove(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
              <CourseItems form={form} course={index} courseName={courseName} readOnly={readOnly} dishes={dishes} />
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && courses.fields.length < 6 && (
        <div>
          <Button startIcon={<AddIcon />} onClick={() => courses.append({ name: '', items: [] })}>
            {t('restaurant.dailyMenu.addCourse')}
          </Button>
        </div>
      )}
      <Controller
        control={form.control}
        name="includes"
        render={({ field }) => (
          <FormGroup row aria-label={t('restaurant.dailyMenu.includes')}>
            <Typography sx={{ mr: 2, alignSelf: 'center' }}>{t('restaurant.dailyMenu.includes')}</Typography>
            {MENU_INCLUDES.map((include) => (
              <FormControlLabel
                key={include}
                label={t(`restaurant.dailyMenu.include.${include}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(include)}
                    disabled={readOnly}
                    onChange={(event) =>
                      field.onChange(
                        MENU_INCLUDES.filter((i) => (i === include ? event.target.checked : field.value.includes(i))),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <Typography>{t('restaurant.dailyMenu.weekdays')}</Typography>
            <ToggleButtonGroup
              value={field.value}
              disabled={readOnly}
              onChange={(_event, value: string[]) => field.onChange(WEEKDAYS.filter((day) => value.includes(day)))}
              aria-label={t('restaurant.dailyMenu.weekdays')}
              size="small"
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton key={day} value={day} aria-label={t(`schedule.${day}`)}>
                  {t(`schedule.${day}`).slice(0, 3)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        )}
      />
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={`hours.${key}`}
            render={({ field, fieldState }) => (
              <TextField
                type="time"
                label={`${t('restaurant.dailyMenu.hours')}: ${t(`restaurant.dailyMenu.${key}`)}`}
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (key === 'to' ? intervalEndNote(hours, t) : undefined)}
              />
            )}
          />
        ))}
      </Stack>
      <TextInput {...fieldProps(form, 'notes')} label={t('restaurant.dailyMenu.notes')} multiline minRows={2} />
    </Stack>
  );
}
