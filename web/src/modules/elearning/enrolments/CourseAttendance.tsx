import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { printedDate, type ElearningCourse, type Enrolment } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCourseEnrolments, useEnrolmentActions } from './api';
import { attending, defaultSessionId, localToday, nextMark } from './sessions';

type Mark = 'present' | 'absent' | 'unmarked';
const markOf = (value: boolean | undefined): Mark => (value === undefined ? 'unmarked' : value ? 'present' : 'absent');

/** Each state by colour, icon and word (never by colour alone). */
const LOOKS = {
  present: { icon: CheckCircleIcon, bg: 'success.main', border: 'success.dark', fg: 'success.contrastText' },
  absent: { icon: CancelIcon, bg: 'error.main', border: 'error.dark', fg: 'error.contrastText' },
  unmarked: { icon: RadioButtonUncheckedIcon, bg: 'background.paper', border: 'divider', fg: 'text.primary' },
} as const;

/**
 * The course page's 'Asistencia' tab, for the teacher on a phone: a session (today's to start with, else the next,
 * else the last), and each student taking part (activa or completada) as one big button that cycles present,
 * absent and not marked; each tap is saved at once.
 */
export function CourseAttendance({ course }: { course: ElearningCourse }) {
  const { t } = useTranslation();
  const today = localToday();
  const [chosen, setChosen] = useState<string>();
  const sessionId = chosen ?? defaultSessionId(course.sessions, today);
  const enrolments = useCourseEnrolments(course.id);
  const { attendance } = useEnrolmentActions(course.id);
  const students = (enrolments.data ?? []).filter(attending);

  if (course.sessions.length === 0)
    return <Typography color="text.secondary">{t('elearningEnrolments.attendance.noSessions')}</Typography>;

  const marks = students.map((s) => markOf(sessionId ? s.attendance[sessionId] : undefined));
  const counted = (mark: Mark) => marks.filter((m) => m === mark).length;
  const tap = (student: Enrolment) => {
    if (!sessionId) return;
    attendance.mutate(
      { id: student.id, sessionId, present: nextMark(student.attendance[sessionId]) },
      {
        onError: (error) =>
          toast.error(`${t('elearningEnrolments.attendance.failed', { name: student.client.name })}: ${error.message}`),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('elearningEnrolments.attendance.session')}
        value={sessionId ?? ''}
        onChange={(event) => setChosen(event.target.value)}
        fullWidth
      >
        {course.sessions.map((session) => (
          <MenuItem key={session.id} value={session.id}>
            {t('elearningEnrolments.attendance.sessionLabel', {
              date: printedDate(session.date),
              from: session.from,
              to: session.to,
            })}
            {session.date === today ? ` (${t('elearningEnrolments.attendance.today')})` : ''}
          </MenuItem>
        ))}
      </TextField>
      {enrolments.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {enrolments.isError && <Alert severity="error">{t('elearningEnrolments.students.loadFailed')}</Alert>}
      {enrolments.isSuccess && students.length === 0 && (
        <Typography color="text.secondary">{t('elearningEnrolments.attendance.empty')}</Typography>
      )}
      {students.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('elearningEnrolments.attendance.hint')}
          </Typography>
          <Typography variant="body2" aria-live="polite" data-testid="attendance-counts">
            {t('elearningEnrolments.attendance.counts', {
              present: counted('present'),
              absent: counted('absent'),
              unmarked: counted('unmarked'),
            })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
            }}
          >
            {students.map((student, index) => {
              const mark = marks[index]!;
              const look = LOOKS[mark];
              const Icon = look.icon;
              const label = t(`elearningEnrolments.attendance.${mark}`);
              return (
                <ButtonBase
                  key={student.id}
                  focusRipple
                  onClick={() => tap(student)}
                  aria-label={t('elearningEnrolments.attendance.markAs', { name: student.client.name, state: label })}
                  data-mark={mark}
                  sx={{
                    minHeight: 64,
                    px: 2,
                    justifyContent: 'flex-start',
                    gap: 1.5,
                    borderRadius: 2,
                    border: 2,
                    borderColor: look.border,
                    bgcolor: look.bg,
                    color: look.fg,
                    textAlign: 'left',
                  }}
                >
                  <Icon aria-hidden />
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{student.client.name}</Typography>
                    <Typography variant="body2">{label}</Typography>
                  </Box>
                </ButtonBase>
              );
            })}
          </Box>
        </>
      )}
    </Stack>
  );
}
