import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { courseBodySchema, type ElearningCourse } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { useTabParam } from '../../../platform/resources/TabbedPage';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { COURSES } from '../api';
import { CourseDataFields } from '../components/CourseDataFields';
import { CourseTabBar } from '../components/CourseTabBar';
import { SessionFields } from '../components/SessionFields';
import { SyllabusFields } from '../components/SyllabusFields';
import { COURSE_FORM_TABS, toCourseForm, type CourseForm, type CourseFormTab } from '../course-form';
import { extraTabs } from '../course-tabs';
import { elearningPaths } from '../paths';

/** A part of the form: every part stays mounted (its fields validated and kept), only the chosen one shows. */
const Part = ({ shown, children }: { shown: boolean; children: ReactNode }) => <div hidden={!shown}>{children}</div>;

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
    ...extraTabs.map((extra) => ({ name: extra.name, label: extra.label(t), disabled: !existing })),
  ];
  const [tab, choose] = useTabParam(tabs);
  const extra = extraTabs.find((candidate) => candidate.name === tab);
  const formTab = (COURSE_FORM_TABS as readonly string[]).includes(tab) ? (tab as CourseFormTab) : null;
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
      after={(course) =>
        extra &&
        (course ? (
          <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />}>
            {extra.render(course)}
          </Suspense>
        ) : (
          <Typography>{t('elearning.course.saveFirst')}</Typography>
        ))
      }
    >
      {(props) => (
        <>
          <Part shown={formTab === 'data'}>
            <CourseDataFields {...props} />
          </Part>
          <Part shown={formTab === 'calendar'}>
            <SessionFields {...props} />
          </Part>
          <Part shown={formTab === 'syllabus'}>
            <SyllabusFields {...props} />
          </Part>
        </>
      )}
    </ResourceEditor>
  );
}
