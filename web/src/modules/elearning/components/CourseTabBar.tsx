import { useEffect, useRef } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { TabStrip } from '../../../ui/TabStrip';
import { COURSE_FORM_TABS, tabOfField, type CourseForm, type CourseFormTab } from '../course-form';

/** The form's tabs that hold an error (of the schema or of the server). */
const tabsWithErrors = (errors: FieldErrors<CourseForm>) =>
  new Set(Object.keys(errors).map((field) => tabOfField(field)));

/**
 * The tabs of the course page. A tab of the form whose fields have an error says so; after a save that failed, the
 * first such tab opens when the one shown has none (its fields are out of sight otherwise).
 */
export function CourseTabBar({
  form,
  tabs,
  tab,
  onChange,
}: {
  form: UseFormReturn<CourseForm>;
  tabs: readonly { name: string; label: string }[];
  tab: string;
  onChange: (tab: string) => void;
}) {
  const { t } = useTranslation();
  // Rendered by the form's host, which renders again when the errors or the submitting flag change.
  const { errors, submitCount, isSubmitting } = form.formState;
  const failing = tabsWithErrors(errors);
  const firstFailing = COURSE_FORM_TABS.find((name) => failing.has(name));
  const shownFails = failing.has(tab as CourseFormTab);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (firstFailing && !shownFails) onChange(firstFailing);
  }, [isSubmitting, submitCount, firstFailing, shownFails, onChange]);
  const items = tabs.map(({ name, label }) => ({
    value: name,
    label: failing.has(name as CourseFormTab) ? (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <ErrorOutlineIcon fontSize="small" color="error" />
        <span>{t('elearning.course.tabs.withErrors', { tab: label })}</span>
      </Stack>
    ) : (
      label
    ),
  }));
  // The light tab strip of the tills (MUI's Tabs would weigh ~5 KB more on this page's first load).
  return (
    <TabStrip
      value={tab}
      items={items}
      onChange={onChange}
      label={t('elearning.course.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    />
  );
}
