import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatCents, type ProductImportPreview } from '@plataforma/domain';
import { ImportDialog } from '../../../platform/import/ImportDialog';
import { useImportProducts, type DuplicateProductLine, type ImportedProductLine } from '../api';

function CreatedProduct({ name, category, priceCents, sku, variants, stock }: ImportedProductLine) {
  const { t } = useTranslation();
  // A product with variants books each variant's units (its own stock is 0).
  const units = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : stock;
  const details = [
    category,
    sku,
    formatCents(priceCents),
    variants.length > 0 && t('ecommerce.products.variantsCount', { count: variants.length }),
    units > 0 && t('ecommerce.import.stock', { count: units }),
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
  return (
    <>
      {t('ecommerce.import.duplicateOf')} {existing.name}{' '}
      {t('ecommerce.import.sameField', { field: t(`ecommerce.import.fields.${field}`) })}
    </>
  );
}

/** Importing products from a CSV: the platform's import dialog over products/import/preview and /apply. */
export function ProductImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, apply } = useImportProducts();
  return (
    <ImportDialog<ImportedProductLine, DuplicateProductLine>
      texts={{
        title: t('ecommerce.import.title'),
        help: t('ecommerce.import.help'),
        nothing: t('ecommerce.import.nothing'),
        apply: (count) => t('ecommerce.import.apply', { count }),
        imported: (count) => t('ecommerce.import.imported', { count }),
        notes: (checked) => {
          const { categories } = checked as unknown as ProductImportPreview;
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
