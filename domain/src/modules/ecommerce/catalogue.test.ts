import { describe, expect, it } from 'vitest';
import { parseWith } from '../../platform/validation';
import {
  ean13CheckDigit,
  isEan13,
  productBodySchema,
  shopPackBodySchema,
  type Product,
  type ShopPack,
} from './catalogue';
import { canMoveFulfilment, nextFulfilmentStatus, type Delivery } from './fulfilment';
import { scanIndex, scanKey } from './till';
import { stockIdsOf } from './variants';

const shirt = {
  name: 'Camiseta',
  price: 19.9,
  categoryId: 'c1',
  options: [
    { name: 'Talla', values: ['S', 'M'] },
    { name: 'Color', values: ['Rojo', 'Azul'] },
  ],
  variants: [
    { values: ['S', 'Rojo'], barcode: '8412345678905' },
    { values: ['M', 'Rojo'], sku: 'cam-m-r' },
  ],
};

describe('EAN-13', () => {
  it('checks the check digit', () => {
    expect(isEan13('8412345678905')).toBe(true);
    expect(isEan13('8412345678904')).toBe(false);
    expect(isEan13('841234567890')).toBe(false);
    expect(isEan13('84123456789O5')).toBe(false);
    expect(`841234567890${ean13CheckDigit('841234567890')}`).toBe('8412345678905');
  });
});

describe('product body', () => {
  it('takes options and variants, SKUs in capitals', () => {
    const parsed = parseWith(productBodySchema, shirt);
    expect(parsed.success && parsed.data.variants[1]!.sku).toBe('CAM-M-R');
    expect(parsed.success && parsed.data.vatRate).toBe(21);
  });

  it('refuses variants that do not fit the options, repeat, or share a code', () => {
    const bad = (body: object) => {
      const parsed = parseWith(productBodySchema, { ...shirt, ...body });
      return parsed.success ? {} : parsed.fields;
    };
    expect(bad({ variants: [{ values: ['S'] }] })).toEqual({ 'variants.0.values': 'Elige un valor de cada opción' });
    expect(bad({ variants: [{ values: ['XL', 'Rojo'] }] })).toEqual({
      'variants.0.values': 'Ese valor no está entre los de la opción',
    });
    expect(bad({ variants: [{ values: ['S', 'Rojo'] }, { values: ['S', 'Rojo'] }] })).toEqual({
      'variants.1.values': 'Esa variante está repetida',
    });
    expect(
      bad({
        variants: [
          { values: ['S', 'Rojo'], sku: 'A1' },
          { values: ['M', 'Rojo'], sku: 'a1' },
        ],
      }),
    ).toEqual({ 'variants.1.sku': 'Ese código ya lo tiene otra variante del producto' });
    expect(bad({ variants: [] })).toEqual({ variants: 'Añade al menos una variante' });
    expect(bad({ options: [], variants: [{ values: ['S'] }] })).toEqual({
      variants: 'Un producto sin opciones no tiene variantes',
    });
    expect(bad({ barcode: '8412345678904' })).toEqual({ barcode: 'El código de barras no es un EAN-13 válido' });
  });
});

describe('packs', () => {
  it('want two different components at least', () => {
    const parsed = parseWith(shopPackBodySchema, {
      name: 'Pack',
      price: 10,
      items: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p1', quantity: 2 },
      ],
    });
    expect(parsed.success ? {} : parsed.fields).toEqual({ items: 'Hay productos repetidos: sube la cantidad' });
  });
});

describe('fulfilment moves', () => {
  const shipping: Delivery = {
    kind: 'shipping',
    address: {
      name: 'Ana',
      line1: 'Mayor 1',
      line2: '',
      postalCode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      phone: '',
      notes: '',
    },
  };
  const pickup: Delivery = { kind: 'pickup', locationId: 'l1' };
  it('ships only what is shipped and hands over pickups', () => {
    expect(canMoveFulfilment('preparing', 'shipped', shipping)).toBe(true);
    expect(canMoveFulfilment('preparing', 'shipped', pickup)).toBe(false);
    expect(canMoveFulfilment('preparing', 'delivered', pickup)).toBe(true);
    expect(canMoveFulfilment('preparing', 'delivered', shipping)).toBe(false);
    expect(canMoveFulfilment('pending', 'paid', pickup)).toBe(false);
    expect(canMoveFulfilment('delivered', 'refunded', pickup)).toBe(false);
    expect(nextFulfilmentStatus('preparing', shipping)).toBe('shipped');
    expect(nextFulfilmentStatus('preparing', pickup)).toBe('delivered');
    expect(nextFulfilmentStatus('delivered', pickup)).toBeUndefined();
  });
});

describe('scan index', () => {
  const meta = { createdAt: '', updatedAt: '' };
  const product = (id: string, fields: Partial<Product>): Product => ({
    id,
    ...meta,
    name: id,
    description: '',
    categoryId: 'c',
    priceCents: 100,
    vatRate: 21,
    sku: '',
    barcode: '',
    trackStock: true,
    lowStockAt: 0,
    photoIds: [],
    options: [],
    variants: [],
    modifierGroupIds: [],
    active: true,
    ...fields,
  });
  it('finds variants, products and packs by barcode and SKU, and skips inactive ones', () => {
    const tee = product('tee', {
      barcode: '8412345678905',
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { id: 'v1', values: ['S'], sku: 'TEE-S', barcode: '4006381333931', priceCents: null, active: true },
        { id: 'v2', values: ['M'], sku: 'TEE-M', barcode: '', priceCents: null, active: false },
      ],
    });
    const mug = product('mug', { sku: 'MUG', active: false });
    const pack = { id: 'pk', ...meta, name: 'Pack', barcode: '', sku: 'PACK-1', active: true } as ShopPack;
    const index = scanIndex([tee, mug], [pack]);
    expect(index.get('4006381333931')).toEqual({ kind: 'product', product: tee, variant: tee.variants[0] });
    expect(index.get(scanKey(' tee-s '))).toMatchObject({ variant: { id: 'v1' } });
    expect(index.get('8412345678905')).toEqual({ kind: 'product', product: tee, variant: null });
    expect(index.has('TEE-M')).toBe(false);
    expect(index.has('MUG')).toBe(false);
    expect(index.get('PACK-1')).toEqual({ kind: 'pack', pack });
    expect(stockIdsOf(tee)).toEqual(['tee_v1', 'tee_v2']);
  });
});
