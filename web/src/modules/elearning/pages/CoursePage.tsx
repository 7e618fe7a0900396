import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import { courseBodySchema, type ElearningCourse } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useTabParam } from '../../../platform/resources/tab-param';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { COURSES } from '../api';
import { CourseDataFields } from '../components/CourseDataFields';
import { CourseTabBar } from '../components/CourseTabBar';
import { COURSE_FORM_TABS, toCourseForm, type CourseForm, type CourseFormTab } from '../course-form';
import { extraTabs } from '../course-tabs';
import { elearningPaths } from '../paths';

// The calendar and the syllabus load after the page (its first load is near its budget), fetched as soon as it shows.
// A part out of sight is not mounted: its values, lists and errors live in the form, which validates them all.
const loadSessions = () => import('../components/SessionFields');
const loadSyllabus = () => import('../components/SyllabusFields');
const SessionFields = lazy(() => loadSessions().then((m) => ({ default: m.SessionFields })));
const SyllabusFields = lazy(() => loadSyllabus().then((m) => ({ default: m.SyllabusFields })));

/**
 * /{organization}/elearning/courses/service/{id}: create ('new') or edit a course, in tabs: its data, its calendar of
 * sessions and its syllabus (one form, saved together), then the tabs other parts add for a saved course
 * (`extraTabs`: the students, the attendance).
 */
export default function CoursePage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const existing = useParams().id !== NEW_ID;
  const tabs = [
    ...COURSE_FORM_TABS.map((name) => ({ name, label: t(`elearning.course.tabs.${name}`) })),
    // Of a saved course only (its students, its attendance).
    ...(existing ? extraTabs.map((extra) => ({ name: extra.name, label: extra.label(t) })) : []),
  ];
  const [tab, choose] = useTabParam(tabs);
  const extra = extraTabs.find((candidate) => candidate.name === tab);
  const formTab = (COURSE_FORM_TABS as readonly string[]).includes(tab) ? (tab as CourseFormTab) : null;
  useEffect(() => {
    void loadSessions().catch(() => undefined);
    void loadSyllabus().catch(() => undefined);
  }, []);
  const loading = <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  return (
    <ResourceEditor<CourseForm, ElearningCourse>
      path={COURSES}
      listTo={elearningPaths.courses(org)}
      manage="elearning.manage"
      schema={courseBodySchema}
      toForm={toCourseForm}
      newTitle={t('elearning.courses.new')}
      titleOf={(course) => course.title}
      // A new course opens once created, as the server stored it (its items with their ids: saving again keeps them),
      // on the same tab: its calendar and syllabus are often written next. A course edited goes back to the list.
      savedTo={(course) =>
        existing
          ? elearningPaths.courses(org)
          : elearningPaths.course(org, course.id, tab === COURSE_FORM_TABS[0] ? undefined : { tab })
      }
      before={(_record, form) => <CourseTabBar form={form} tabs={tabs} tab={tab} onChange={choose} />}
      formHidden={!!extra}
      after={(course) => extra && course && <Suspense fallback={loading}>{extra.render(course)}</Suspense>}
    >
      {(props) => (
        <Suspense fallback={loading}>
          {formTab === 'data' && <CourseDataFields {...props} />}
          {formTab === 'calendar' && <SessionFields {...props} />}
          {formTab === 'syllabus' && <SyllabusFields {...props} />}
        </Suspense>
      )}
    </ResourceEditor>
  );
}
