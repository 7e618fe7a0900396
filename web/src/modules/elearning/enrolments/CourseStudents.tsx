import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  can,
  ENROLMENT_STATE_LABELS,
  holdsPlace,
  type ElearningCourse,
  type Enrolment,
  type EnrolmentState,
} from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useCertificateDownload, useCourseEnrolments } from './api';
import { CancelEnrolmentDialog } from './CancelEnrolmentDialog';
import { EnrolDialog } from './EnrolDialog';
import { ProgressDialog } from './ProgressDialog';
import { attendanceCount, localToday, sessionsSoFar } from './sessions';

// On a phone the table keeps the student (with the state under the name), the progress and the actions.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

const STATE_COLOURS: Record<EnrolmentState, 'warning' | 'success' | 'info' | 'default'> = {
  pending: 'warning',
  active: 'success',
  completed: 'info',
  cancelled: 'default',
};

/** '2026-11-30' -> '30/11': the hold is days away, its year is this one's. */
const dayAndMonth = (dateKey: string) => dateKey.slice(5).split('-').reverse().join('/');

/**
 * A pending student's held place: its last day, marked when it is today (the expiry cancels it tonight) or gone
 * by (cancelled at the next run). None for an enrolment without a hold (held until paid or cancelled).
 */
function HoldDate({ enrolment, today }: { enrolment: Enrolment; today: string }) {
  const { t } = useTranslation();
  const { holdUntil } = enrolment;
  if (enrolment.state !== 'pending' || !holdUntil) return null;
  const date = dayAndMonth(holdUntil);
  const key = holdUntil < today ? 'holdExpired' : holdUntil === today ? 'holdEnds' : 'heldUntil';
  return (
    <Typography
      variant="caption"
      data-testid={`hold-${enrolment.id}`}
      data-due={key === 'heldUntil' ? undefined : 'true'}
      color={key === 'heldUntil' ? 'text.secondary' : 'error'}
      sx={{ display: 'block', fontWeight: key === 'heldUntil' ? undefined : 'bold' }}
    >
      {t(`elearningEnrolments.students.${key}`, { date })}
    </Typography>
  );
}

/** A manager's enrolment not paid at a POS may be cancelled here; a paid one is refunded at the POS instead. */
const cancellable = (enrolment: Enrolment) =>
  (enrolment.state === 'pending' || enrolment.state === 'active') && enrolment.origin.kind === 'manager';

/**
 * The course page's 'Alumnos' tab: the course's enrolments with their state, progress through the lessons and
 * attendance so far; the places taken; enrolling a client (managers), cancelling, a student's progress (lessons
 * done, completing the course) and the certificate of those who completed it.
 */
export function CourseStudents({ course }: { course: ElearningCourse }) {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const role = organization?.role;
  // Students are the CRM's clients: enrolling picks one there.
  const crm = useModuleEnabled(organization?.id, 'crm');
  const enrolments = useCourseEnrolments(course.id);
  const certificate = useCertificateDownload();
  const [enrolling, setEnrolling] = useState(false);
  const [cancelling, setCancelling] = useState<Enrolment>();
  const [following, setFollowing] = useState<string>();
  const list = enrolments.data ?? [];
  const today = localToday();
  const held = sessionsSoFar(course.sessions, today);
  const enrolled = list.filter((e) => holdsPlace(e.state)).length;
  const full = course.capacity !== null && enrolled >= course.capacity;
  const manager = can(role, 'elearning.enrol');
  const teacher = can(role, 'elearning.teach');
  const student = list.find((e) => e.id === following);

  const download = (enrolment: Enrolment) =>
    certificate.mutate(enrolment, {
      onError: (error) =>
        toast.error(
          error instanceof ApiRequestError ? error.message : t('elearningEnrolments.students.certificateFailed'),
        ),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography data-testid="course-places" sx={{ flexGrow: 1 }}>
          {course.capacity === null
            ? t('elearningEnrolments.students.placesUnlimited', { enrolled })
            : t('elearningEnrolments.students.places', { enrolled, capacity: course.capacity })}
        </Typography>
        {manager && crm && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => (full ? toast.error(t('elearningEnrolments.enrol.full')) : setEnrolling(true))}
          >
            {t('elearningEnrolments.students.enrol')}
          </Button>
        )}
      </Stack>
      {enrolments.isError && <Alert severity="error">{t('elearningEnrolments.students.loadFailed')}</Alert>}
      {enrolments.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {enrolments.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('elearningEnrolments.students.empty')}</Typography>
      )}
      {list.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('elearningEnrolments.students.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('elearningEnrolments.students.student')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('elearningEnrolments.students.state')}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{t('elearningEnrolments.students.progress')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('elearningEnrolments.students.attendance')}</TableCell>
                <TableCell align="right">{t('elearningEnrolments.students.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((enrolment) => {
                const count = attendanceCount(enrolment, held);
                return (
                  <TableRow key={enrolment.id} data-testid={`enrolment-${enrolment.id}`}>
                    <TableCell>
                      <Typography variant="body2">{enrolment.client.name}</Typography>
                      <Typography variant="caption" sx={PHONE_ONLY}>
                        {ENROLMENT_STATE_LABELS[enrolment.state]}
                      </Typography>
                      <HoldDate enrolment={enrolment} today={today} />
                      {enrolment.origin.kind === 'sale' && (
                        <Typography variant="caption" color="text.secondary">
                          {t('elearningEnrolments.students.paidBySale', { ticket: enrolment.origin.ticketCode })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <Chip
                        size="small"
                        color={STATE_COLOURS[enrolment.state]}
                        label={ENROLMENT_STATE_LABELS[enrolment.state]}
                      />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={enrolment.progress}
                          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                          aria-label={t('elearningEnrolments.students.progress')}
                        />
                        <Typography variant="body2">{enrolment.progress} %</Typography>
                      </Stack>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {count.sessions === 0
                        ? t('elearningEnrolments.students.noSessions')
                        : t('elearningEnrolments.students.attendanceCount', count)}
                    </TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        {enrolment.state !== 'cancelled' && (
                          <Button
                            size="small"
                            onClick={() => setFollowing(enrolment.id)}
                            aria-label={t('elearningEnrolments.students.openProgress', {
                              name: enrolment.client.name,
                            })}
                          >
                            {t('elearningEnrolments.students.progress')}
                          </Button>
                        )}
                        {enrolment.state === 'completed' && enrolment.certificate && (
                          <Button size="small" disabled={certificate.isPending} onClick={() => download(enrolment)}>
                            {t('elearningEnrolments.students.certificate')}
                          </Button>
                        )}
                        {manager && cancellable(enrolment) && (
                          <Button size="small" color="error" onClick={() => setCancelling(enrolment)}>
                            {t('elearningEnrolments.students.cancel')}
                          </Button>
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {enrolling && <EnrolDialog course={course} onClose={() => setEnrolling(false)} />}
      {cancelling && (
        <CancelEnrolmentDialog course={course} enrolment={cancelling} onClose={() => setCancelling(undefined)} />
      )}
      {student && (
        <ProgressDialog
          course={course}
          enrolment={student}
          editable={teacher}
          onDownload={() => download(student)}
          onClose={() => setFollowing(undefined)}
        />
      )}
    </Stack>
  );
}
