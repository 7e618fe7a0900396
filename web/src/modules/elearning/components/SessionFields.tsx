import { get, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { formatHours, sessionOrderErrors, type Location } from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { fieldError } from '../../../ui/form-controls';
import { SelectField } from '../../../ui/select-fields';
import { editedSessionMinutes, newSession, sessionComplete, type CourseForm, type SessionForm } from '../course-form';
import { CourseTotals } from './CourseTotals';

/**
 * What is wrong with each session's place in the calendar as it is typed (out of order, overlapping the one
 * before), by index: the schema's own rule, over the sessions complete enough to compare.
 */
function liveOrderErrors(sessions: SessionForm[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const { index, message } of sessionOrderErrors(sessions))
    if (sessionComplete(sessions[index]) && sessionComplete(sessions[index - 1])) errors.set(index, message);
  return errors;
}

const serverError = (form: FieldsProps<CourseForm>['form'], index: number) => {
  const error = get(form.formState.errors, `sessions.${index}`) as FieldError | undefined;
  return error?.type === 'server' ? error.message : undefined;
};

/** The course page's 'Calendario': the classroom sessions of a presencial or mixed course, in order. */
export function SessionFields({ form, readOnly }: FieldsProps<CourseForm>) {
  const { t } = useTranslation();
  const { data: locations = [], isPending: locationsPending } = useResourceOptions<Location>('configuration/locations');
  const sessions = useFieldArray({ control: form.control, name: 'sessions', keyName: 'key' });
  const [edited = [], modality] = useWatch({ control: form.control, name: ['sessions', 'modality'] });
  const ordering = liveOrderErrors(edited);
  // The list's own error ('Un curso online no tiene sesiones presenciales'), from the schema or the server.
  const listError = fieldError(form, 'sessions');
  const online = modality === 'online';
  const locationOptions = locations.map((location) => ({ value: location.id, label: location.name }));
  return (
    <Stack spacing={2} component="section" aria-label={t('elearning.sessions.title')}>
      <Typography variant="subtitle1" component="h2">
        {t('elearning.sessions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('elearning.sessions.help')}
      </Typography>
      <CourseTotals form={form} />
      {online && <Alert severity="info">{t('elearning.sessions.online')}</Alert>}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      {sessions.fields.length === 0 && !online && (
        <Typography variant="body2">{t('elearning.sessions.empty')}</Typography>
      )}
      {sessions.fields.map((session, index) => {
        const label = t('elearning.sessions.session', { index: index + 1 });
        // The row's own errors: out of order, as it is typed (the schema's rule: its error of the last save would be
        // stale), and the server's at sessions.N (the teacher busy elsewhere...) until the next save.
        const rowErrors = [ordering.get(index), serverError(form, index)].filter((message) => !!message);
        return (
          <Stack
            key={session.key}
            role="group"
            aria-label={label}
            spacing={1}
            sx={{ borderLeft: 3, borderColor: rowErrors.length ? 'error.main' : 'divider', pl: 1.5 }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextInput
                {...fieldProps(form, `sessions.${index}.date`)}
                label={t('elearning.sessions.date')}
                type="date"
                shrinkLabel
                readOnly={readOnly}
              />
              <TextInput
                {...fieldProps(form, `sessions.${index}.from`)}
                label={t('elearning.sessions.from')}
                type="time"
                shrinkLabel
                readOnly={readOnly}
              />
              <TextInput
                {...fieldProps(form, `sessions.${index}.to`)}
                label={t('elearning.sessions.to')}
                type="time"
                shrinkLabel
                readOnly={readOnly}
              />
              <SelectField
                form={form}
                name={`sessions.${index}.locationId`}
                label={t('elearning.sessions.location')}
                readOnly={readOnly}
                options={locationOptions}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('elearning.sessions.remove', { index: index + 1 })}
                  onClick={() => sessions.remove(index)}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('elearning.sessions.length', { length: formatHours(editedSessionMinutes(edited[index])) })}
            </Typography>
            {rowErrors.map((message) => (
              <Typography key={message} color="error" variant="body2" role="alert">
                {message}
              </Typography>
            ))}
          </Stack>
        );
      })}
      {!readOnly && !online && (
        <div>
          {/* Not before the locations are known: a new session takes the only one as its place. */}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={locationsPending}
            onClick={() =>
              sessions.append(newSession(edited.at(-1), locations.length === 1 ? locations[0]!.id : ''), {
                shouldFocus: false,
              })
            }
          >
            {t('elearning.sessions.add')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
