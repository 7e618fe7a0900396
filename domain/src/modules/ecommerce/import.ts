import type { FieldErrors } from '../../platform/api';
import {
  countLines,
  csvColumns,
  csvHeaderKey,
  decodeCsv,
  detectSeparator,
  MAX_IMPORT_LINES,
  parseCsv,
} from '../../platform/csv';
import { eurosToCents } from '../../platform/money';
import { foldText } from '../../platform/search';
import { parseWith } from '../../platform/validation';
import {
  MAX_CATEGORY_DEPTH,
  MAX_PRODUCT_OPTIONS,
  MAX_STOCK_QUANTITY,
  productBodySchema,
  shopCodeKey,
  type ProductBody,
  type ShopCategory,
} from './catalogue';

/*
 * The shop's CSV import of products (POST .../ecommerce/products/import/preview and /apply), as CRM's of clients: the
 * same file reading (encoding, separator, limits), a preview of what apply would do, and apply doing exactly that.
 *
 * Columns (headers in Spanish, any case and accents; others are listed as ignored): nombre, categoría, precio, iva,
 * sku, código de barras, stock, descripción, and up to three option columns: talla, color, material, tamaño, medida,
 * sabor, modelo, acabado, or any header 'opción: <nombre>'.
 *
 * One line is one product, or one variant: lines with the same name and category whose option columns have values
 * are the variants of one product (its options are the option columns any of them fills, its values in the order they
 * appear; each line its own SKU, barcode, stock, and price when it differs from the first line's). The product takes
 * the first line's price, IVA and description. The category is a path ('Ropa > Camisetas'), found by name from the
 * top, created when missing. The stock column is booked as an adjustment 'Stock inicial'.
 *
 * A line is a duplicate (and skipped) when its SKU or barcode is already held, or repeated by a line above, or when
 * its product (same name in the same category) exists already: applying a file twice creates nothing the second time.
 */

export type ProductImportField =
  'name' | 'category' | 'price' | 'vatRate' | 'sku' | 'barcode' | 'stock' | 'description';

export const PRODUCT_IMPORT_HEADERS: Record<ProductImportField, readonly string[]> = {
  name: ['nombre', 'producto', 'articulo', 'name'],
  category: ['categoria', 'familia', 'category'],
  price: ['precio', 'pvp', 'precio de venta', 'price'],
  vatRate: ['iva', 'tipo de iva', '% iva', 'vat'],
  sku: ['sku', 'referencia', 'ref', 'ref.'],
  barcode: ['codigo de barras', 'ean', 'ean13', 'ean-13', 'barcode'],
  stock: ['stock', 'existencias', 'unidades'],
  description: ['descripcion', 'description'],
};

/** Headers read as an option of the variants (folded); any 'opción: X' too. */
export const PRODUCT_IMPORT_OPTIONS = ['talla', 'color', 'material', 'tamano', 'medida', 'sabor', 'modelo', 'acabado'];

export const IMPORT_STOCK_MESSAGE = 'Escribe un número entero de unidades';
export const IMPORT_CATEGORY_MESSAGE = 'Escribe la categoría del producto';
const TOO_DEEP = `Las categorías tienen como mucho ${MAX_CATEGORY_DEPTH} niveles`;

/** The option a header names ('Talla'), or undefined. */
function optionOfHeader(cell: string): string | undefined {
  const key = csvHeaderKey(cell);
  const named = /^opcion\s*:\s*(.+)$/.exec(key);
  if (!named && !PRODUCT_IMPORT_OPTIONS.includes(key)) return undefined;
  const name = named ? cell.slice(cell.indexOf(':') + 1).trim() : cell.trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** One line of the file, as written. */
export interface ProductImportRow {
  line: number;
  value: Record<ProductImportField, string>;
  /** The value of each option column (in the file's order of option columns). */
  options: string[];
}

export type ProductImportProblem = 'empty' | 'no-name-column' | 'too-many-lines';

export type ProductImportFile =
  | { ok: true; rows: ProductImportRow[]; optionNames: string[]; ignoredColumns: string[] }
  | { ok: false; problem: ProductImportProblem };

/** Reads an import file's bytes: encoding, separator, header, one row per record after it. */
export function readProductImportFile(bytes: Uint8Array): ProductImportFile {
  const text = decodeCsv(bytes);
  if (countLines(text) > MAX_IMPORT_LINES) return { ok: false, problem: 'too-many-lines' };
  const [header, ...records] = parseCsv(text, detectSeparator(text));
  if (!header || records.length === 0) return { ok: false, problem: 'empty' };
  const columns = csvColumns(header.cells, PRODUCT_IMPORT_HEADERS);
  if (!columns.includes('name')) return { ok: false, problem: 'no-name-column' };
  const optionColumns: { index: number; name: string }[] = [];
  header.cells.forEach((cell, index) => {
    const name = columns[index] ? undefined : optionOfHeader(cell);
    const repeated = optionColumns.some((o) => foldText(o.name) === foldText(name ?? ''));
    if (name && !repeated && optionColumns.length < MAX_PRODUCT_OPTIONS) optionColumns.push({ index, name });
  });
  const read = new Set([...columns.flatMap((field, i) => (field ? [i] : [])), ...optionColumns.map((o) => o.index)]);
  const rows = records.map(({ line, cells }): ProductImportRow => {
    const value = Object.fromEntries(
      Object.keys(PRODUCT_IMPORT_HEADERS).map((field) => [field, '']),
    ) as ProductImportRow['value'];
    columns.forEach((field, i) => {
      if (field) value[field] = (cells[i] ?? '').trim();
    });
    return { line, value, options: optionColumns.map((o) => (cells[o.index] ?? '').trim()) };
  });
  return {
    ok: true,
    rows,
    optionNames: optionColumns.map((o) => o.name),
    ignoredColumns: header.cells.filter((cell, index) => cell.trim() && !read.has(index)),
  };
}

/** What the shop holds already, read by the API before planning. */
export interface ProductImportContext {
  categories: readonly Pick<ShopCategory, 'id' | 'name' | 'parentId'>[];
  /** Products by category and folded name: `${categoryId}/${foldText(name)}` -> its name. */
  products: ReadonlyMap<string, string>;
  /** Who holds each code of the file (shopCodeKey -> the holder's name). */
  codes: ReadonlyMap<string, string>;
}

/** The codes a file's lines carry (the API reads who holds them before planning). */
export const productImportCodes = (rows: readonly ProductImportRow[]) => [
  ...new Set(
    rows.flatMap((row) => [
      ...(row.value.sku ? [shopCodeKey('sku', row.value.sku.toUpperCase())] : []),
      ...(row.value.barcode ? [shopCodeKey('ean', row.value.barcode)] : []),
    ]),
  ),
];

export const productImportKey = (categoryId: string, name: string) => `${categoryId}/${foldText(name).trim()}`;

/** A product the import will create: its category by path, its body (validated), the initial stock of each item. */
export interface PlannedProduct {
  lines: number[];
  /** 'Ropa > Camisetas' as segments; the API finds or creates it. */
  categoryPath: string[];
  /** The category's id when it exists already. */
  categoryId: string | null;
  body: ProductBody;
  /** Initial units of each stock item: one per variant, in order, or one for a product without options. */
  stock: number[];
}

export type ProductImportDuplicateField = 'name' | 'sku' | 'barcode';

/** POST .../products/import/preview: what apply would do (lines of the file, 1 is the header). */
export interface ProductImportPreview {
  create: {
    lines: number[];
    name: string;
    category: string;
    priceCents: number;
    variants: { label: string; sku: string; barcode: string; stock: number }[];
    sku: string;
    barcode: string;
    stock: number;
  }[];
  duplicates: { line: number; field: ProductImportDuplicateField; existing: { name: string } }[];
  invalid: { line: number; errors: FieldErrors }[];
  /** Paths of the categories apply creates ('Ropa > Camisetas'). */
  categories: string[];
  ignoredColumns: string[];
}

/** POST .../products/import/apply: what was done. */
export interface ProductImportResult {
  created: number;
  categories: number;
  duplicates: number;
  invalid: number;
}

/** A placeholder category id for validating a body whose category is created on apply. */
const NEW_CATEGORY = 'nueva';

/** The category a path names, from the top, folded: its id, or null when some part is missing. */
function categoryIdOf(categories: ProductImportContext['categories'], path: readonly string[]): string | null {
  let parentId: string | null = null;
  for (const name of path) {
    const found = categories.find((c) => c.parentId === parentId && foldText(c.name).trim() === foldText(name).trim());
    if (!found) return null;
    parentId = found.id;
  }
  return parentId;
}

interface ValidRow {
  row: ProductImportRow;
  path: string[];
  stock: number;
}

/** A line's own checks: the fields a product body checks, the category path and the stock. */
function checkRow(row: ProductImportRow): { ok: true; valid: ValidRow } | { ok: false; errors: FieldErrors } {
  const { value } = row;
  const errors: FieldErrors = {};
  const vat = value.vatRate.replace('%', '').replace(',', '.').trim();
  const parsed = parseWith(productBodySchema, {
    name: value.name,
    description: value.description,
    categoryId: NEW_CATEGORY,
    price: value.price,
    ...(vat ? { vatRate: Number(vat) } : {}),
    sku: value.sku,
    barcode: value.barcode,
  });
  if (!parsed.success) Object.assign(errors, parsed.fields);
  const path = value.category
    .split('>')
    .map((part) => part.trim())
    .filter(Boolean);
  if (path.length === 0) errors.category = IMPORT_CATEGORY_MESSAGE;
  else if (path.length > MAX_CATEGORY_DEPTH) errors.category = TOO_DEEP;
  else if (path.some((part) => part.length > 60)) errors.category = 'Usa 60 caracteres como máximo en cada categoría';
  const stock = value.stock === '' ? 0 : Number(value.stock.replace(/\./g, ''));
  if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK_QUANTITY) errors.stock = IMPORT_STOCK_MESSAGE;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, valid: { row, path, stock } };
}

/** The product body of a group's lines (validated as the API will). */
function buildProduct(
  kept: readonly ValidRow[],
  optionIndexes: readonly number[],
  optionNames: readonly string[],
  categoryId: string | null,
) {
  const first = kept[0]!.row.value;
  const vat = first.vatRate.replace('%', '').replace(',', '.').trim();
  const priceCents = eurosToCents(first.price);
  const hasOptions = optionIndexes.length > 0;
  const body: ProductBody = {
    name: first.name,
    description: kept.find(({ row }) => row.value.description)?.row.value.description ?? '',
    categoryId: categoryId ?? NEW_CATEGORY,
    price: first.price,
    ...(vat ? { vatRate: Number(vat) as ProductBody['vatRate'] } : {}),
    sku: hasOptions ? '' : first.sku,
    barcode: hasOptions ? '' : first.barcode,
    options: optionIndexes.map((o) => ({
      name: optionNames[o]!,
      values: [...new Set(kept.map(({ row }) => row.options[o]!))],
    })),
    variants: hasOptions
      ? kept.map(({ row }) => ({
          values: optionIndexes.map((o) => row.options[o]!),
          sku: row.value.sku,
          barcode: row.value.barcode,
          price: eurosToCents(row.value.price) === priceCents ? null : row.value.price,
        }))
      : [],
  };
  return { body, priceCents, hasOptions, parsed: parseWith(productBodySchema, body) };
}

/**
 * What importing the file's rows would do, given what the shop holds: the products to create (one per name and
 * category), the duplicate and invalid lines, the categories to create. Pure: preview and apply both run it.
 */
export function planProductImport(
  file: Extract<ProductImportFile, { ok: true }>,
  context: ProductImportContext,
): { preview: ProductImportPreview; plan: PlannedProduct[] } {
  const preview: ProductImportPreview = {
    create: [],
    duplicates: [],
    invalid: [],
    categories: [],
    ignoredColumns: file.ignoredColumns,
  };
  // Lines grouped by product (name and category path), in the order of their first line.
  const groups = new Map<string, ValidRow[]>();
  for (const row of file.rows) {
    const checked = checkRow(row);
    if (!checked.ok) {
      preview.invalid.push({ line: row.line, errors: checked.errors });
      continue;
    }
    const key = [foldText(row.value.name).trim(), ...checked.valid.path.map((p) => foldText(p))].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), checked.valid]);
  }

  const claimed = new Map<string, string>(); // codes of the lines above that will be created -> their product
  const plan: PlannedProduct[] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const name = first.row.value.name;
    const categoryId = categoryIdOf(context.categories, first.path);
    const existing = categoryId ? context.products.get(productImportKey(categoryId, name)) : undefined;
    if (existing !== undefined) {
      for (const { row } of rows)
        preview.duplicates.push({ line: row.line, field: 'name', existing: { name: existing } });
      continue;
    }
    const optionIndexes = file.optionNames.flatMap((_, o) => (rows.some(({ row }) => row.options[o]) ? [o] : []));
    // Without options, a product is one line: the same product again below is a duplicate of it.
    const candidates = optionIndexes.length === 0 ? rows.slice(0, 1) : rows;
    if (optionIndexes.length === 0)
      for (const { row } of rows.slice(1))
        preview.duplicates.push({ line: row.line, field: 'name', existing: { name } });
    let kept: ValidRow[] = [];
    for (const candidate of candidates) {
      const { row } = candidate;
      const missing = optionIndexes.find((o) => !row.options[o]);
      if (missing !== undefined) {
        preview.invalid.push({
          line: row.line,
          errors: { options: `Escribe el valor de «${file.optionNames[missing]}»` },
        });
        continue;
      }
      const codes = [
        ['sku', row.value.sku ? shopCodeKey('sku', row.value.sku.toUpperCase()) : ''],
        ['barcode', row.value.barcode ? shopCodeKey('ean', row.value.barcode) : ''],
      ] as const;
      const held = codes.find(([, key]) => key && (context.codes.has(key) || claimed.has(key)));
      if (held) {
        const holder = context.codes.get(held[1]) ?? claimed.get(held[1])!;
        preview.duplicates.push({ line: row.line, field: held[0], existing: { name: holder } });
        continue;
      }
      kept.push(candidate);
    }
    if (kept.length === 0) continue;

    // Values as first written ('s' below 'S' is 'S'): a repeated combination is then a variant problem of its line.
    const spelling = new Map<string, string>();
    for (const { row } of kept)
      row.options = row.options.map((value, o) => {
        const key = `${o}\u0000${foldText(value)}`;
        if (!spelling.has(key)) spelling.set(key, value);
        return spelling.get(key)!;
      });
    let built = buildProduct(kept, optionIndexes, file.optionNames, categoryId);
    // A variant's problem ('variants.2.values': the same talla twice) drops its line and the rest is tried again;
    // the product's problem is every line's.
    if (!built.parsed.success) {
      const variantLines = new Map<number, FieldErrors>();
      const productErrors: FieldErrors = {};
      for (const [field, message] of Object.entries(built.parsed.fields)) {
        const variant = /^variants\.(\d+)\.(.+)$/.exec(field);
        const key = variant ? (variant[2] === 'values' ? 'options' : variant[2]!) : field;
        if (!variant) productErrors[field === 'variants' || field.startsWith('options') ? 'options' : key] = message;
        else variantLines.set(Number(variant[1]), { ...variantLines.get(Number(variant[1])), [key]: message });
      }
      const failed = Object.keys(productErrors).length > 0 ? kept.map((_, i) => i) : [...variantLines.keys()];
      for (const i of failed)
        preview.invalid.push({ line: kept[i]!.row.line, errors: { ...productErrors, ...variantLines.get(i) } });
      kept = kept.filter((_, i) => !failed.includes(i));
      if (kept.length === 0) continue;
      built = buildProduct(kept, optionIndexes, file.optionNames, categoryId);
      if (!built.parsed.success) {
        for (const { row } of kept) preview.invalid.push({ line: row.line, errors: built.parsed.fields });
        continue;
      }
    }
    const { body, priceCents, hasOptions } = built;
    const parsed = built.parsed;
    const firstKept = kept[0]!;
    const lines = kept.map(({ row }) => row.line);
    for (const { row } of kept) {
      if (row.value.sku) claimed.set(shopCodeKey('sku', row.value.sku.toUpperCase()), name);
      if (row.value.barcode) claimed.set(shopCodeKey('ean', row.value.barcode), name);
    }
    plan.push({ lines, categoryPath: first.path, categoryId, body, stock: kept.map(({ stock }) => stock) });
    preview.create.push({
      lines,
      name: body.name,
      category: first.path.join(' > '),
      priceCents,
      sku: parsed.data.sku,
      barcode: parsed.data.barcode,
      stock: hasOptions ? 0 : firstKept.stock,
      variants: parsed.data.variants.map((variant, i) => ({
        label: variant.values.join(' / '),
        sku: variant.sku,
        barcode: variant.barcode,
        stock: kept[i]!.stock,
      })),
    });
  }

  // The categories apply creates: every missing prefix of a planned product's path, parents first.
  const toCreate = new Map<string, string[]>();
  for (const product of plan) {
    if (product.categoryId) continue;
    product.categoryPath.forEach((_, depth) => {
      const prefix = product.categoryPath.slice(0, depth + 1);
      const key = prefix.map((p) => foldText(p)).join('\u0000');
      if (!categoryIdOf(context.categories, prefix) && !toCreate.has(key)) toCreate.set(key, prefix);
    });
  }
  preview.categories = [...toCreate.values()].map((path) => path.join(' > '));
  preview.invalid.sort((a, b) => a.line - b.line);
  preview.duplicates.sort((a, b) => a.line - b.line);
  return { preview, plan };
}

/** The id of category `path` among `categories`, or null (exported for the API's apply). */
export const importCategoryId = categoryIdOf;
