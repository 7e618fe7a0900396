import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { LESSON_KIND_LABELS, LESSON_KINDS, type LessonKind } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError, NumberField } from '../../../ui/form-controls';
import { newLesson, newSection, type CourseForm } from '../course-form';
import { CourseTotals } from './CourseTotals';
import { LessonFileField } from './LessonFileField';

// A title and its move/remove buttons on one line, the buttons under the title on a phone (the title keeps its width).
const WRAPPING_ROW = { alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;
const TITLE_CELL = { flex: '1 1 220px', minWidth: 0 } as const;

/** Up, down and remove buttons of an item of a list (a section, a lesson). */
function ItemActions({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton aria-label={labels.up} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={labels.down} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={labels.remove} onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The kind of a lesson; changing it empties what the new kind does not show, so that what is sent is what is seen. */
function LessonKindField({
  form,
  readOnly,
  prefix,
}: FieldsProps<CourseForm> & { prefix: `sections.${number}.lessons.${number}` }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={`${prefix}.kind`}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          id={`${prefix}.kind`}
          label={t('elearning.syllabus.kind')}
          value={field.value}
          onChange={(event) => {
            const kind = event.target.value as LessonKind;
            if (kind !== 'text') form.setValue(`${prefix}.text`, '');
            if (kind !== 'video' && kind !== 'live') form.setValue(`${prefix}.url`, '');
            if (kind !== 'file') form.setValue(`${prefix}.mediaId`, null);
            field.onChange(kind);
          }}
          inputRef={field.ref}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={{ maxWidth: { sm: 240 } }}
        >
          {LESSON_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {LESSON_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function LessonFields({
  form,
  readOnly,
  section,
  index,
  count,
  onMove,
  onRemove,
}: FieldsProps<CourseForm> & {
  section: number;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const prefix = `sections.${section}.lessons.${index}` as const;
  const kind = useWatch({ control: form.control, name: `${prefix}.kind` });
  const number = `${section + 1}.${index + 1}`;
  return (
    <Stack
      role="group"
      aria-label={t('elearning.syllabus.lesson', { index: number })}
      spacing={1.5}
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={WRAPPING_ROW}>
        <Typography variant="body2" color="text.secondary" sx={{ pt: 2, minWidth: 32 }}>
          {number}
        </Typography>
        <Box sx={TITLE_CELL}>
          <TextInput {...fieldProps(form, `${prefix}.title`)} label={t('elearning.syllabus.lessonTitle')} />
        </Box>
        {!readOnly && (
          <ItemActions
            index={index}
            count={count}
            labels={{
              up: t('elearning.syllabus.moveLessonUp', { index: number }),
              down: t('elearning.syllabus.moveLessonDown', { index: number }),
              remove: t('elearning.syllabus.removeLesson', { index: number }),
            }}
            onMove={onMove}
            onRemove={onRemove}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <LessonKindField form={form} readOnly={readOnly} prefix={prefix} />
        <NumberField
          form={form}
          name={`${prefix}.minutes`}
          label={t('elearning.syllabus.minutes')}
          readOnly={readOnly}
        />
      </Stack>
      {kind === 'text' && (
        <TextInput {...fieldProps(form, `${prefix}.text`)} label={t('elearning.syllabus.text')} multiline minRows={3} />
      )}
      {(kind === 'video' || kind === 'live') && (
        <TextInput
          {...fieldProps(form, `${prefix}.url`)}
          label={t(kind === 'video' ? 'elearning.syllabus.videoUrl' : 'elearning.syllabus.liveUrl')}
          type="url"
          inputMode="url"
        />
      )}
      {kind === 'file' && (
        <LessonFileField
          form={form}
          readOnly={readOnly}
          name={`${prefix}.mediaId`}
          label={t('elearning.syllabus.file')}
        />
      )}
    </Stack>
  );
}

function SectionFields({
  form,
  readOnly,
  index,
  count,
  onMove,
  onRemove,
}: FieldsProps<CourseForm> & { index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const lessons = useFieldArray({ control: form.control, name: `sections.${index}.lessons`, keyName: 'key' });
  const number = index + 1;
  const lessonsError = fieldError(form, `sections.${index}.lessons`);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('elearning.syllabus.section', { index: number })}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={WRAPPING_ROW}>
          <Box sx={TITLE_CELL}>
            <TextInput {...fieldProps(form, `sections.${index}.title`)} label={t('elearning.syllabus.sectionTitle')} />
          </Box>
          {!readOnly && (
            <ItemActions
              index={index}
              count={count}
              labels={{
                up: t('elearning.syllabus.moveSectionUp', { index: number }),
                down: t('elearning.syllabus.moveSectionDown', { index: number }),
                remove: t('elearning.syllabus.removeSection', { index: number }),
              }}
              onMove={onMove}
              onRemove={onRemove}
            />
          )}
        </Stack>
        {lessonsError && (
          <Typography color="error" variant="body2" role="alert">
            {lessonsError}
          </Typography>
        )}
        {lessons.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('elearning.syllabus.noLessons')}
          </Typography>
        )}
        {lessons.fields.map((lesson, lessonIndex) => (
          <LessonFields
            key={lesson.key}
            form={form}
            readOnly={readOnly}
            section={index}
            index={lessonIndex}
            count={lessons.fields.length}
            onMove={(to) => lessons.move(lessonIndex, to)}
            onRemove={() => lessons.remove(lessonIndex)}
          />
        ))}
        {!readOnly && (
          <div>
            <Button size="small" startIcon={<AddIcon />} onClick={() => lessons.append(newLesson())}>
              {t('elearning.syllabus.addLesson')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** The course page's 'Temario': sections of lessons in order, each lesson with what its kind needs. */
export function SyllabusFields({ form, readOnly }: FieldsProps<CourseForm>) {
  const { t } = useTranslation();
  const sections = useFieldArray({ control: form.control, name: 'sections', keyName: 'key' });
  const listError = fieldError(form, 'sections');
  return (
    <Stack spacing={2} component="section" aria-label={t('elearning.syllabus.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('elearning.syllabus.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('elearning.syllabus.help')}
      </Typography>
      <CourseTotals form={form} />
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      {sections.fields.length === 0 && <Typography variant="body2">{t('elearning.syllabus.empty')}</Typography>}
      {sections.fields.map((section, index) => (
        // Keyed by place too: a moved section starts afresh at its new path (its lessons' list is named by it).
        <SectionFields
          key={`${section.key}-${index}`}
          form={form}
          readOnly={readOnly}
          index={index}
          count={sections.fields.length}
          onMove={(to) => sections.move(index, to)}
          onRemove={() => sections.remove(index)}
        />
      ))}
      {!readOnly && (
        <div>
          <Button size="small" startIcon={<AddIcon />} onClick={() => sections.append(newSection())}>
            {t('elearning.syllabus.addSection')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
