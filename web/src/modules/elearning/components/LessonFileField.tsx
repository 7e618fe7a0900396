import type { FieldPath } from 'react-hook-form';
import { PhotoField } from '../../../platform/media/PhotoField';
import type { CourseForm } from '../course-form';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';

/**
 * The file of a 'file' lesson (`mediaId`, a document of the media store). For now the photo field: the media store's
 * field for documents (platform/media/MediaFileField, PDFs) takes its place here when it lands, and only here.
 */
export function LessonFileField({
  form,
  readOnly,
  name,
  label,
}: FieldsProps<CourseForm> & { name: FieldPath<CourseForm>; label: string }) {
  return <PhotoField form={form} name={name} label={label} readOnly={readOnly} />;
}
