import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import { centsToInput, DEFAULT_PRODUCT_VAT_RATE, productBodySchema, type Product } from '@plataforma/domain';
import { ResourceEditor } from '../../../platform/resources/ResourceEditor';
import { NEW_ID, useOrganizationSlug } from '../../../platform/routing/paths';
import { PRODUCTS } from '../api';
import { ProductFields, type ProductForm } from '../components/ProductFields';
import { ecommercePaths } from '../paths';
import { withStockTexts } from '../texts';

// The stock of a saved product (its items, the adjust dialog, the movements) loads after the form.
const StockPanel = lazy(() =>
  withStockTexts(import('../components/StockPanel')).then((m) => ({ default: m.StockPanel })),
);

const toForm = (product: Product | undefined): ProductForm =>
  product
    ? {
        name: product.name,
        description: product.description,
        categoryId: product.categoryId,
        price: centsToInput(product.priceCents),
        vatRate: product.vatRate,
        sku: product.sku,
        barcode: product.barcode,
        trackStock: product.trackStock,
        lowStockAt: product.lowStockAt,
        photoIds: product.photoIds,
        options: product.options,
        variants: product.variants.map((variant) => ({
          id: variant.id,
          values: variant.values,
          sku: variant.sku,
          barcode: variant.barcode,
          price: variant.priceCents === null ? null : centsToInput(variant.priceCents),
          active: variant.active,
        })),
        modifierGroupIds: product.modifierGroupIds,
        active: product.active,
      }
    : {
        name: '',
        description: '',
        categoryId: '',
        price: '',
        vatRate: DEFAULT_PRODUCT_VAT_RATE,
        sku: '',
        barcode: '',
        trackStock: true,
        lowStockAt: 0,
        photoIds: [],
        options: [],
        variants: [],
        modifierGroupIds: [],
        active: true,
      };

/**
 * /{organization}/ecommerce/catalog/product/{id}: create ('new') or edit a product; once saved, its stock (an item
 * per variant) with the adjust dialog and the movements.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const creating = useParams().id === NEW_ID;
  return (
    <ResourceEditor<ProductForm, Product>
      path={PRODUCTS}
      listTo={ecommercePaths.catalog(org)}
      manage="ecommerce.manage"
      schema={productBodySchema}
      toForm={toForm}
      newTitle={t('ecommerce.products.new')}
      titleOf={(product) => product.name}
      // A new product opens as saved, with its stock to fill in; an edited one goes back to the list (the form would
      // otherwise keep the variants it sent, without the ids the server gave the new ones).
      savedTo={creating ? (saved) => ecommercePaths.product(org, saved.id) : undefined}
      after={(product) =>
        product && (
          <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
            <StockPanel product={product} />
          </Suspense>
        )
      }
    >
      {(props) => <ProductFields {...props} />}
    </ResourceEditor>
  );
}
