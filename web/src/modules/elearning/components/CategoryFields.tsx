import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { courseCategoryBodySchema } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { SwitchField } from '../../../ui/form-controls';

export type CategoryForm = z.infer<typeof courseCategoryBodySchema>;

/** The fields of a course category, shared by create and edit. */
export function CategoryFields({ form, readOnly }: FieldsProps<CategoryForm>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('elearning.categories.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('elearning.categories.description')}
        multiline
        minRows={2}
      />
      <SwitchField form={form} name="active" label={t('elearning.categories.active')} readOnly={readOnly} />
    </>
  );
}
