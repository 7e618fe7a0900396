import { describe, expect, it } from 'vitest';
import { utf8 } from '../../platform/csv.test-data';
import { ean13CheckDigit, shopCodeKey } from './catalogue';
import { planProductImport, productImportCodes, productImportKey, readProductImportFile } from './import';

const ean = (twelve: string) => `${twelve}${ean13CheckDigit(twelve)}`;

function read(text: string) {
  const file = readProductImportFile(utf8(text));
  if (!file.ok) throw new Error(file.problem);
  return file;
}

const empty = { categories: [], products: new Map<string, string>(), codes: new Map<string, string>() };

describe('reading a products file', () => {
  it('maps Spanish headers, up to three option columns, and lists the others as ignored', () => {
    const file = read(
      'Nombre;Categoría;Precio;IVA;SKU;Código de barras;Stock;Descripción;Talla;Opción: Corte;Proveedor\nPolo;Ropa;9;;;;;;S;Slim;Lola',
    );
    expect(file.optionNames).toEqual(['Talla', 'Corte']);
    expect(file.ignoredColumns).toEqual(['Proveedor']);
  });

  it('refuses a file without a name column or without lines', () => {
    expect(readProductImportFile(utf8('precio;sku\n1;A\n'))).toEqual({ ok: false, problem: 'no-name-column' });
    expect(readProductImportFile(utf8('nombre;precio\n'))).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('planning an import', () => {
  const text = [
    'nombre;categoría;precio;iva;sku;código de barras;stock;talla;color',
    `Camiseta;Ropa > Camisetas;19,90;21;CAM-S;${ean('841234500001')};3;S;Blanco`,
    `Camiseta;Ropa > Camisetas;21,00;21;CAM-M;${ean('841234500002')};5;M;Blanco`,
    'Taza;Hogar;8;10;TAZA;;12;;',
    'Taza;Hogar;8;10;TAZA2;;1;;',
    'Libro;Libros;15;4;CAM-S;;;;',
    'Gorra;;10;;;;;;',
    'Bolso;Complementos;caro;;;;-1;;',
    `Vela;Hogar;5;;;${ean('841234500009')};;;`,
  ].join('\n');

  it('groups variant lines into one product, finds duplicates and invalid lines, and the categories to create', () => {
    const hogar = { id: 'hogar', name: 'Hogar', parentId: null };
    const { preview, plan } = planProductImport(read(text), {
      categories: [hogar],
      products: new Map(),
      codes: new Map([[shopCodeKey('ean', ean('841234500009')), 'Vela perfumada']]),
    });
    expect(preview.create.map((p) => [p.lines, p.name, p.category])).toEqual([
      [[2, 3], 'Camiseta', 'Ropa > Camisetas'],
      [[4], 'Taza', 'Hogar'],
    ]);
    expect(preview.create[0]!.variants).toEqual([
      { label: 'S / Blanco', sku: 'CAM-S', barcode: ean('841234500001'), stock: 3 },
      { label: 'M / Blanco', sku: 'CAM-M', barcode: ean('841234500002'), stock: 5 },
    ]);
    expect(plan[0]!.body).toMatchObject({
      price: '19,90',
      options: [
        { name: 'Talla', values: ['S', 'M'] },
        { name: 'Color', values: ['Blanco'] },
      ],
      variants: [{ price: null }, { price: '21,00' }],
    });
    expect(plan[1]).toMatchObject({ categoryId: 'hogar', stock: [12], body: { vatRate: 10, sku: 'TAZA' } });
    expect(preview.duplicates).toEqual([
      { line: 5, field: 'name', existing: { name: 'Taza' } },
      { line: 6, field: 'sku', existing: { name: 'Camiseta' } },
      { line: 9, field: 'barcode', existing: { name: 'Vela perfumada' } },
    ]);
    expect(preview.invalid).toEqual([
      { line: 7, errors: { category: 'Escribe la categoría del producto' } },
      {
        line: 8,
        errors: {
          price: expect.stringMatching(/importe en euros/),
          stock: 'Escribe un número entero de unidades',
        },
      },
    ]);
    expect(preview.categories).toEqual(['Ropa', 'Ropa > Camisetas']);
  });

  it('skips products that exist in their category, and lines missing an option value', () => {
    const file = read(['nombre;categoría;precio;talla', 'Taza;Hogar;8;', 'Polo;Hogar;9;S', 'Polo;Hogar;9;'].join('\n'));
    const { preview } = planProductImport(file, {
      ...empty,
      categories: [{ id: 'h', name: 'hogar', parentId: null }],
      products: new Map([[productImportKey('h', 'TAZA'), 'Taza']]),
    });
    expect(preview.duplicates).toEqual([{ line: 2, field: 'name', existing: { name: 'Taza' } }]);
    expect(preview.invalid).toEqual([{ line: 4, errors: { options: 'Escribe el valor de «Talla»' } }]);
    expect(preview.create.map((p) => p.name)).toEqual(['Polo']);
    expect(preview.categories).toEqual([]);
  });

  it('puts a variant problem on its line, and creates the rest', () => {
    const file = read(
      ['nombre;categoría;precio;talla;sku', 'Polo;Ropa;9;S;P1', 'Polo;Ropa;9;s;P2', 'Polo;Ropa;9;M;P1'].join('\n'),
    );
    const { preview, plan } = planProductImport(file, empty);
    expect(plan.map((p) => p.lines)).toEqual([[2]]);
    expect(preview.invalid).toEqual([
      { line: 3, errors: { options: 'Esa variante está repetida' } },
      { line: 4, errors: { sku: 'Ese código ya lo tiene otra variante del producto' } },
    ]);
  });

  it('refuses a product whose price is missing on every line', () => {
    const { preview } = planProductImport(read('nombre;categoría\nPolo;Ropa'), empty);
    expect(preview.invalid).toEqual([{ line: 2, errors: { price: expect.stringMatching(/importe/) } }]);
  });

  it('asks who holds the codes of the file, SKUs in capitals', () => {
    const file = read(['nombre;sku;ean', `A;cam-1;${ean('841234500001')}`].join('\n'));
    expect(productImportCodes(file.rows)).toEqual(['sku_CAM-1', `ean_${ean('841234500001')}`]);
  });
});
