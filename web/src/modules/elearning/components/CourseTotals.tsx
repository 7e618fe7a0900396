import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatHours } from '@plataforma/domain';
import { editedLessonMinutes, editedSessionMinutes, type CourseForm } from '../course-form';

/** The course's hours as it is being edited: its lessons' and its sessions' minutes (what the certificate says). */
export function CourseTotals({ form }: { form: UseFormReturn<CourseForm> }) {
  const { t } = useTranslation();
  const [sections = [], sessions = []] = useWatch({ control: form.control, name: ['sections', 'sessions'] });
  const lessons = sections
    .flatMap((section) => section?.lessons ?? [])
    .reduce((sum, l) => sum + editedLessonMinutes(l), 0);
  const classroom = sessions.reduce((sum, session) => sum + editedSessionMinutes(session), 0);
  return (
    <Stack spacing={0.5} data-testid="course-totals">
      <Typography variant="subtitle2" component="p">
        {t('elearning.course.totals', { total: formatHours(lessons + classroom) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('elearning.course.totalsDetail', { lessons: formatHours(lessons), sessions: formatHours(classroom) })}
      </Typography>
    </Stack>
  );
}
