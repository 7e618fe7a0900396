import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCents } from '@plataforma/domain';
import { ImportDialog } from '../../../platform/import/ImportDialog';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import {
  useImportProducts,
  type DuplicateProductLine,
  type ImportedProductLine,
  type ProductImportPreview,
} from '../api';
import { ecommercePaths } from '../paths';

function CreatedProduct({ name, category, priceCents, sku, variants, stock }: ImportedProductLine) {
  const { t } = useTranslation();
  const details = [
    category,
    sku,
    formatCents(priceCents),
    variants.length > 0 && t('ecommerce.products.variantsCount', { count: variants.length }),
    stock > 0 && t('ecommerce.import.stock', { count: stock }),
  ].filter(Boolean);
  return (
    <>
      {name}
      <Typography component="span" variant="body2" color="text.secondary">
        {' · '}
        {details.join(' · ')}
      </Typography>
    </>
  );
}

function DuplicateProduct({ existing, field }: DuplicateProductLine) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  return (
    <>
      {t('ecommerce.import.duplicateOf')}{' '}
      {existing.id ? (
        <Link component={RouterLink} to={ecommercePaths.product(org, existing.id)}>
          {existing.name}
        </Link>
      ) : (
        existing.name
      )}{' '}
      {field === 'row'
        ? t('ecommerce.import.sameRow')
        : t('ecommerce.import.sameField', { field: t(`ecommerce.import.fields.${field}`) })}
    </>
  );
}

/** Importing products from a CSV: the platform's import dialog over products/import/preview and /apply. */
export function ProductImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, apply } = useImportProducts();
  return (
    <ImportDialog
      texts={{
        title: t('ecommerce.import.title'),
        help: t('ecommerce.import.help'),
        nothing: t('ecommerce.import.nothing'),
        apply: (count) => t('ecommerce.import.apply', { count }),
        imported: (count) => t('ecommerce.import.imported', { count }),
        notes: (checked) => {
          const categories = (checked as ProductImportPreview).categories ?? [];
          return (
            categories.length > 0 && (
              <Alert severity="info">
                {t('ecommerce.import.newCategories', { categories: categories.map((c) => `«${c}»`).join(', ') })}
              </Alert>
            )
          );
        },
      }}
      preview={preview}
      apply={apply}
      describeCreate={(line) => <CreatedProduct {...line} />}
      describeDuplicate={(line) => <DuplicateProduct {...line} />}
      onClose={onClose}
    />
  );
}
