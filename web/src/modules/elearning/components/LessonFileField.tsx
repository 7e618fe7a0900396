import { Controller, type FieldPath } from 'react-hook-form';
import { MediaFileField } from '../../../platform/media/MediaFileField';
import { fieldError } from '../../../ui/form-controls';
import type { CourseForm } from '../course-form';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';

/** The file of a 'file' lesson (`mediaId`): a PDF of the media store, uploaded or chosen there. */
export function LessonFileField({
  form,
  readOnly,
  name,
  label,
}: FieldsProps<CourseForm> & { name: FieldPath<CourseForm>; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MediaFileField
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          label={label}
          error={fieldError(form, name)}
          readOnly={readOnly}
        />
      )}
    />
  );
}
