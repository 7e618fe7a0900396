import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  categoryPlacementProblem,
  MAX_CATEGORY_DEPTH,
  type shopCategoryBodySchema,
  type ShopCategory,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { SwitchField } from '../../../ui/form-controls';
import { SelectField } from '../../../ui/select-fields';
import { NEW_ID } from '../../../platform/routing/paths';
import { CATEGORIES } from '../api';
import { treeRows } from '../tree';

export type CategoryForm = z.infer<typeof shopCategoryBodySchema>;

/** The indentation of a level in the parent picker: its options show the tree. */
const indent = (depth: number) => '\u2003'.repeat(depth);

/**
 * The fields of a category, shared by create and edit. The parent picker shows the tree, without the category
 * itself and what hangs from it (a category cannot go inside itself), nor places that would make the tree too deep.
 */
export function CategoryFields({ form, readOnly }: FieldsProps<CategoryForm>) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: categories = [] } = useResourceOptions<ShopCategory>(CATEGORIES, { sort: 'position' });
  // Only the parents the API would accept: not itself nor below it, and the tree no deeper than allowed.
  const parents = treeRows(categories).filter(
    (row) => !categoryPlacementProblem(categories, id === NEW_ID ? undefined : id, row.category.id),
  );
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('ecommerce.categories.name')} autoFocus={!readOnly} />
      <TextInput
        {...fieldProps(form, 'description')}
        label={t('ecommerce.categories.description')}
        multiline
        minRows={2}
      />
      <SelectField
        form={form}
        name="parentId"
        label={t('ecommerce.categories.parent')}
        readOnly={readOnly}
        helperText={t('ecommerce.categories.tooDeep', { depth: MAX_CATEGORY_DEPTH })}
        options={[
          { value: '', label: t('ecommerce.categories.top') },
          ...parents.map((row) => ({ value: row.category.id, label: `${indent(row.depth)}${row.category.name}` })),
        ]}
      />
      <SwitchField form={form} name="active" label={t('ecommerce.categories.active')} readOnly={readOnly} />
    </>
  );
}
