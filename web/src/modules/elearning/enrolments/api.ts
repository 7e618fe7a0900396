import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enrolment, EnrolmentBody } from '@plataforma/domain';
import { apiFile, apiRequest } from '../../../platform/api/client';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { resourceKey } from '../../../platform/resources/api';
import { saveFile } from '../../../ui/save-file';

export const ENROLMENTS = 'elearning/enrolments';
/** The courses' cache: a course's places taken change with each enrolment and cancellation. */
const COURSES = 'elearning/courses';

function useEnrolmentsBase() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  return { organizationId, url: `/organizations/${encodeURIComponent(organizationId)}/${ENROLMENTS}` };
}

const courseEnrolmentsKey = (organizationId: string, courseId: string) =>
  [...resourceKey(organizationId, ENROLMENTS), 'course', courseId] as const;

/** GET .../elearning/enrolments?courseId=: a course's students (by name), every state. */
export function useCourseEnrolments(courseId: string) {
  const { organizationId, url } = useEnrolmentsBase();
  return useQuery({
    queryKey: courseEnrolmentsKey(organizationId, courseId),
    queryFn: ({ signal }) =>
      apiRequest<{ items: Enrolment[] }>(`${url}?courseId=${encodeURIComponent(courseId)}`, { signal }).then(
        (answer) => answer.items,
      ),
    enabled: !!organizationId && !!courseId,
  });
}

/**
 * The calls on a course's enrolments: enrol, cancel, a lesson done, complete, attendance. Each answers the enrolment
 * as it is now, which replaces it in the course's list at once (the list is refreshed too, and the courses, whose
 * places taken may have changed).
 */
export function useEnrolmentActions(courseId: string) {
  const { organizationId, url } = useEnrolmentsBase();
  const queryClient = useQueryClient();
  const key = courseEnrolmentsKey(organizationId, courseId);
  const item = (id: string) => `${url}/${encodeURIComponent(id)}`;
  const replace = (enrolment: Enrolment) =>
    queryClient.setQueryData<Enrolment[]>(key, (list) =>
      list?.some((e) => e.id === enrolment.id)
        ? list.map((e) => (e.id === enrolment.id ? enrolment : e))
        : [...(list ?? []), enrolment],
    );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, ENROLMENTS) });
    void queryClient.invalidateQueries({ queryKey: resourceKey(organizationId, COURSES) });
  };
  const settled = { onSuccess: replace, onSettled: refresh };

  return {
    enrol: useMutation({
      mutationFn: (body: EnrolmentBody) => apiRequest<Enrolment>(url, { method: 'POST', body }),
      ...settled,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        apiRequest<Enrolment>(`${item(id)}/cancel`, { method: 'POST', body: { reason } }),
      ...settled,
    }),
    lesson: useMutation({
      mutationFn: ({ id, lessonId, done }: { id: string; lessonId: string; done: boolean }) =>
        apiRequest<Enrolment>(`${item(id)}/lessons/${encodeURIComponent(lessonId)}`, {
          method: 'PUT',
          body: { done },
        }),
      ...settled,
    }),
    complete: useMutation({
      mutationFn: (id: string) => apiRequest<Enrolment>(`${item(id)}/complete`, { method: 'POST' }),
      ...settled,
    }),
    /**
     * A tap of the teacher: shown at once (the list is updated before the answer), put back if the server refuses.
     * The list is not refetched after each tap (a teacher taps a whole class quickly); the answers keep it right.
     */
    attendance: useMutation({
      mutationFn: ({ id, sessionId, present }: { id: string; sessionId: string; present: boolean | null }) =>
        apiRequest<Enrolment>(`${item(id)}/attendance/${encodeURIComponent(sessionId)}`, {
          method: 'PUT',
          body: { present },
        }),
      onMutate: ({ id, sessionId, present }) => {
        const before = queryClient.getQueryData<Enrolment[]>(key);
        queryClient.setQueryData<Enrolment[]>(key, (list) =>
          list?.map((e) => (e.id === id ? { ...e, attendance: withMark(e.attendance, sessionId, present) } : e)),
        );
        return { before };
      },
      onError: (_error, _variables, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSuccess: (enrolment) => {
        if (enrolment?.id) replace(enrolment);
      },
    }),
  };
}

/** The attendance map with a session marked present, absent, or (null) not marked. */
export function withMark(attendance: Record<string, boolean>, sessionId: string, present: boolean | null) {
  const next = { ...attendance };
  if (present === null) delete next[sessionId];
  else next[sessionId] = present;
  return next;
}

/**
 * GET .../elearning/enrolments/{id}/certificate: the PDF, fetched with the user's token (a plain link would carry
 * none) and handed to the browser as a download.
 */
export function useCertificateDownload() {
  const { url } = useEnrolmentsBase();
  return useMutation({
    mutationFn: async (enrolment: Pick<Enrolment, 'id' | 'certificate'>) => {
      const file = await apiFile(`${url}/${encodeURIComponent(enrolment.id)}/certificate`);
      saveFile(file.blob, file.fileName ?? `certificado-${enrolment.certificate?.number ?? enrolment.id}.pdf`);
    },
  });
}
