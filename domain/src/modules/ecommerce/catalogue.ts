import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import {
  countSchema,
  documentIdSchema,
  idListSchema,
  optionalText,
  referenceIdSchema,
  requiredText,
  type ResourceMeta,
} from '../../platform/resources';
import { stockIdOf } from './variants';

/** Goods are charged at the general rate in Spain unless told otherwise (books 4 %, some food 10 %). */
export const DEFAULT_PRODUCT_VAT_RATE = 21;
/** At most three options ('Talla', 'Color', 'Material'), as the issue and every shop system has it. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;
export const MAX_PRODUCT_PHOTOS = 8;
/** How deep the category tree goes (Ropa > Mujer > Camisetas). */
export const MAX_CATEGORY_DEPTH = 3;
export const MAX_STOCK_QUANTITY = 1_000_000;

// ---------------------------------------------------------------------------------------------------------------
// Codes: SKU and EAN-13 barcode

/** Whether `code` is a valid EAN-13: 13 digits whose last is the check digit of the other twelve. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** The check digit that completes twelve digits into an EAN-13 (demo data and tests make codes with it). */
export function ean13CheckDigit(twelve: string): number {
  const sum = [...twelve].map(Number).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** '' (none) or a valid EAN-13. */
export const barcodeSchema = z._default(
  z.string().check(
    z.trim(),
    z.refine((code) => code === '' || isEan13(code), 'El código de barras no es un EAN-13 válido'),
  ),
  '',
);

/** '' (none) or letters, digits, '-', '_' and '.' (what labels and spreadsheets carry), compared in capitals. */
export const skuSchema = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(40, 'Usa 40 caracteres como máximo'),
      z.regex(/^[A-Za-z0-9._-]*$/, 'Usa letras, números, guiones y puntos'),
      z.toUpperCase(),
    ),
  '',
);

/**
 * The id of a code's holder in `shopCodes`: 'sku_CAM-001', 'ean_8412345678905'. A SKU or barcode is held by one
 * product, variant or pack of the organization at a time.
 */
export const shopCodeKey = (kind: 'sku' | 'ean', code: string) => `${kind}_${code}`;

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** POST and PUT .../ecommerce/categories: a node of the tree (parentId null at the top). */
export const shopCategoryBodySchema = z.strictObject({
  name: requiredText(60),
  description: optionalText(300),
  parentId: z._default(z.nullable(documentIdSchema), null),
  active: z._default(z.boolean(), true),
});
export type ShopCategoryBody = z.input<typeof shopCategoryBodySchema>;

export interface ShopCategory extends ResourceMeta {
  name: string;
  description: string;
  parentId: string | null;
  active: boolean;
  /** Its place among its siblings (set by the reorder call; new ones go last). */
  position: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Products and variants

const optionValueSchema = requiredText(30);

/** An option of a product's variants: 'Talla' with S, M, L. */
export const productOptionSchema = z.strictObject({
  name: requiredText(30),
  values: z.array(optionValueSchema).check(
    z.minLength(1, 'Añade al menos un valor'),
    z.maxLength(MAX_OPTION_VALUES),
    z.refine((values) => new Set(values.map((v) => v.toLowerCase())).size === values.length, 'Hay valores repetidos'),
  ),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * A variant: one value per option, in the options' order ('M', 'Rojo'). Its own SKU, barcode and stock; its price
 * is the product's unless it has one (null).
 */
export const variantBodySchema = z.strictObject({
  /** Kept across edits (its stock and its sales refer to it); new variants come without one. */
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'El identificador no es válido'))),
  values: z.array(optionValueSchema).check(z.minLength(1), z.maxLength(MAX_PRODUCT_OPTIONS)),
  sku: skuSchema,
  barcode: barcodeSchema,
  price: z._default(z.nullable(eurosSchema), null),
  active: z._default(z.boolean(), true),
});

/**
 * POST and PUT .../ecommerce/products. Without options the product is its own stock item (and has no variants);
 * with options it has at least one variant, each a different combination of their values.
 */
export const productBodySchema = z
  .strictObject({
    name: requiredText(120),
    description: optionalText(2000),
    categoryId: referenceIdSchema('Elige la categoría del producto'),
    price: eurosSchema,
    vatRate: z._default(vatRateSchema, DEFAULT_PRODUCT_VAT_RATE),
    sku: skuSchema,
    barcode: barcodeSchema,
    /** Whether its units are counted: sales are refused beyond the stock, and it appears in stocktakes. */
    trackStock: z._default(z.boolean(), true),
    /** At or below this the item is on the low-stock list (0: only when none are left). */
    lowStockAt: z._default(countSchema(0, MAX_STOCK_QUANTITY), 0),
    /** Images of the organization's media store, the first the main one. */
    photoIds: idListSchema(MAX_PRODUCT_PHOTOS),
    options: z._default(z.array(productOptionSchema).check(z.maxLength(MAX_PRODUCT_OPTIONS)), []),
    variants: z._default(z.array(variantBodySchema).check(z.maxLength(MAX_VARIANTS)), []),
    modifierGroupIds: idListSchema(10),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((product, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: product });
      const names = product.options.map((o) => o.name.toLowerCase());
      if (new Set(names).size !== names.length) issue(['options'], 'Hay opciones repetidas');
      if (product.options.length === 0) {
        if (product.variants.length > 0) issue(['variants'], 'Un producto sin opciones no tiene variantes');
        return;
      }
      if (product.variants.length === 0) issue(['variants'], 'Añade al menos una variante');
      const seen = new Set<string>();
      const codes = new Set([product.sku, product.barcode].filter(Boolean));
      product.variants.forEach((variant, i) => {
        if (variant.values.length !== product.options.length)
          issue(['variants', i, 'values'], 'Elige un valor de cada opción');
        else if (variant.values.some((value, o) => !product.options[o]!.values.includes(value)))
          issue(['variants', i, 'values'], 'Ese valor no está entre los de la opción');
        const combination = variant.values.join('\u0000').toLowerCase();
        if (seen.has(combination)) issue(['variants', i, 'values'], 'Esa variante está repetida');
        seen.add(combination);
        for (const field of ['sku', 'barcode'] as const) {
          const code = variant[field];
          if (!code) continue;
          if (codes.has(code)) issue(['variants', i, field], 'Ese código ya lo tiene otra variante del producto');
          codes.add(code);
        }
        const ids = product.variants.filter((v) => v.id && v.id === variant.id).length;
        if (ids > 1) issue(['variants', i, 'id'], 'Hay variantes repetidas');
      });
    }),
  );
export type ProductBody = z.input<typeof productBodySchema>;

export interface Variant {
  id: string;
  values: string[];
  sku: string;
  barcode: string;
  /** Null: the product's price. */
  priceCents: number | null;
  active: boolean;
}

export interface Product extends ResourceMeta {
  name: string;
  description: string;
  categoryId: string;
  priceCents: number;
  vatRate: VatRate;
  sku: string;
  barcode: string;
  trackStock: boolean;
  lowStockAt: number;
  photoIds: string[];
  options: ProductOption[];
  variants: Variant[];
  modifierGroupIds: string[];
  active: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Packs

/** A component of a pack: a product (without variants) or one variant of it, and how many. */
export const packItemSchema = z.strictObject({
  productId: referenceIdSchema('Elige el producto'),
  variantId: z._default(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/))), null),
  quantity: countSchema(1, 99),
});

/** POST and PUT .../ecommerce/packs: products or variants with quantities, sold at one price. */
export const shopPackBodySchema = z.strictObject({
  name: requiredText(120),
  description: optionalText(1000),
  price: eurosSchema,
  vatRate: z._default(vatRateSchema, DEFAULT_PRODUCT_VAT_RATE),
  sku: skuSchema,
  barcode: barcodeSchema,
  photoIds: idListSchema(MAX_PRODUCT_PHOTOS),
  items: z.array(packItemSchema).check(
    z.minLength(2, 'Un pack lleva al menos dos productos'),
    z.maxLength(20),
    z.refine(
      (items) => new Set(items.map((i) => stockIdOf(i.productId, i.variantId))).size === items.length,
      'Hay productos repetidos: sube la cantidad',
    ),
  ),
  active: z._default(z.boolean(), true),
});
export type ShopPackBody = z.input<typeof shopPackBodySchema>;

export interface ShopPackItem {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** The product's name and the variant's label when the pack was saved (the list shows them without reads). */
  name: string;
  variant: string;
}

export interface ShopPack extends ResourceMeta {
  name: string;
  description: string;
  priceCents: number;
  vatRate: VatRate;
  sku: string;
  barcode: string;
  photoIds: string[];
  items: ShopPackItem[];
  active: boolean;
}
