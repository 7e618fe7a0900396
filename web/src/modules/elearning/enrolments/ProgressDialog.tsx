import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LESSON_KIND_LABELS, lessonsOf, type ElearningCourse, type Enrolment } from '@plataforma/domain';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useEnrolmentActions } from './api';

interface Props {
  course: ElearningCourse;
  enrolment: Enrolment;
  /** The teacher's part (staff and up): ticking lessons and completing the course. */
  editable: boolean;
  onDownload: () => void;
  onClose: () => void;
}

/**
 * A student's progress: the syllabus by sections with a tick per lesson done (each tick is saved at once; the last
 * lesson done completes the course on the server), and 'Completar curso' for the teacher who gives it as done. A
 * completed enrolment's lessons no longer change: its certificate can be downloaded.
 */
export function ProgressDialog({ course, enrolment, editable, onDownload, onClose }: Props) {
  const { t } = useTranslation();
  const { lesson, complete } = useEnrolmentActions(course.id);
  const [confirming, setConfirming] = useState(false);
  const done = new Set(enrolment.lessonsDone);
  const lessons = lessonsOf(course);
  const completed = enrolment.state === 'completed';
  const locked = !editable || completed || enrolment.state === 'cancelled' || lesson.isPending;
  const error = lesson.error ?? complete.error;

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="student-progress-title" fullWidth maxWidth="sm">
        <DialogTitle id="student-progress-title">
          {t('elearningEnrolments.progress.title', { name: enrolment.client.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <div>
              <Typography variant="body2" data-testid="progress-summary">
                {t('elearningEnrolments.progress.summary', {
                  progress: enrolment.progress,
                  done: lessons.filter((l) => done.has(l.id)).length,
                  total: lessons.length,
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={enrolment.progress}
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
                aria-label={t('elearningEnrolments.students.progress')}
              />
            </div>
            {completed && enrolment.certificate && (
              <Alert
                severity="success"
                action={
                  <Button color="inherit" size="small" onClick={onDownload}>
                    {t('elearningEnrolments.students.certificate')}
                  </Button>
                }
              >
                {t('elearningEnrolments.progress.completed', { number: enrolment.certificate.number })}
              </Alert>
            )}
            {error && <Alert severity="error">{error.message}</Alert>}
            {lessons.length === 0 && (
              <Typography color="text.secondary">{t('elearningEnrolments.progress.noLessons')}</Typography>
            )}
            {course.sections.map((section) => (
              <section key={section.id} aria-labelledby={`section-${section.id}`}>
                <Typography id={`section-${section.id}`} variant="subtitle2" component="h3">
                  {section.title}
                </Typography>
                <Stack>
                  {section.lessons.map((item) => (
                    <FormControlLabel
                      key={item.id}
                      disabled={locked}
                      control={
                        <Checkbox
                          checked={done.has(item.id)}
                          onChange={(event) =>
                            lesson.mutate({ id: enrolment.id, lessonId: item.id, done: event.target.checked })
                          }
                        />
                      }
                      label={
                        <>
                          <Typography variant="body2" component="span">
                            {item.title}
                          </Typography>{' '}
                          <Typography variant="caption" color="text.secondary" component="span">
                            {t('elearningEnrolments.progress.lessonMinutes', {
                              kind: LESSON_KIND_LABELS[item.kind],
                              minutes: item.minutes,
                            })}
                          </Typography>
                        </>
                      }
                    />
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          {editable && enrolment.state === 'active' && (
            <Button variant="contained" disabled={complete.isPending} onClick={() => setConfirming(true)}>
              {t('elearningEnrolments.progress.complete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('elearningEnrolments.progress.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('elearningEnrolments.progress.complete')}
        body={t('elearningEnrolments.progress.completeConfirm')}
        confirmLabel={t('elearningEnrolments.progress.complete')}
        danger={false}
        busy={complete.isPending}
        onConfirm={() => complete.mutate(enrolment.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
