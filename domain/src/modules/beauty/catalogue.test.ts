import { describe, expect, it } from 'vitest';
import { parseWith } from '../../platform/validation';
import { materialBodySchema, packBodySchema, serviceBodySchema } from './catalogue';
import { costPerUnitToCents, isRunningLow, serviceMargin } from './figures';

const service = { name: 'Mechas', categoryId: 'c1', durationMinutes: 120, price: '60' };
const fields = (result: ReturnType<typeof parseWith>) => (result.success ? {} : result.fields);

describe('service body', () => {
  it('takes a processing window that ends before the service, and refuses one that does not', () => {
    const ok = parseWith(serviceBodySchema, { ...service, processing: { startsAfter: 30, minutes: 45 } });
    expect(ok).toMatchObject({ success: true, data: { processing: { startsAfter: 30, minutes: 45 } } });
    for (const processing of [
      { startsAfter: 60, minutes: 60 },
      { startsAfter: 90, minutes: 45 },
    ])
      expect(fields(parseWith(serviceBodySchema, { ...service, processing }))).toEqual({
        processing: 'El tiempo de exposición debe terminar antes que el servicio',
      });
  });

  it('keeps durations on the 5-minute grid and asks for the category', () => {
    expect(fields(parseWith(serviceBodySchema, { ...service, durationMinutes: 42 }))).toEqual({
      durationMinutes: 'Usa múltiplos de 5 minutos',
    });
    expect(fields(parseWith(serviceBodySchema, { ...service, categoryId: '' }))).toEqual({
      categoryId: 'Elige la categoría del servicio',
    });
  });

  it('defaults to no processing, no room, no materials, 21 % VAT, bookable online', () => {
    expect(parseWith(serviceBodySchema, service)).toMatchObject({
      success: true,
      data: { processing: null, roomId: null, materials: [], vatRate: 21, bookableOnline: true, employeeIds: [] },
    });
  });

  it('refuses a material listed twice', () => {
    const materials = [
      { materialId: 'm1', quantity: 10 },
      { materialId: 'm1', quantity: 5 },
    ];
    expect(fields(parseWith(serviceBodySchema, { ...service, materials }))).toEqual({
      materials: 'Hay materiales repetidos',
    });
  });
});

describe('material body', () => {
  const material = { name: 'Tinte', unit: 'ml', stock: 500, costPerUnit: 0.1333 };
  it('takes a cost with four decimals and a stock below zero (a shortage), not five decimals', () => {
    expect(parseWith(materialBodySchema, { ...material, stock: -20 }).success).toBe(true);
    expect(Object.keys(fields(parseWith(materialBodySchema, { ...material, costPerUnit: 0.13333 })))).toEqual([
      'costPerUnit',
    ]);
    expect(costPerUnitToCents(0.1333)).toBe(13.33);
    expect(costPerUnitToCents(2.5)).toBe(250);
  });

  it('runs low at or under its alert level', () => {
    expect(isRunningLow({ stock: 100, alertLevel: 100 })).toBe(true);
    expect(isRunningLow({ stock: -5, alertLevel: 0 })).toBe(true);
    expect(isRunningLow({ stock: 101, alertLevel: 100 })).toBe(false);
  });
});

describe('pack body', () => {
  it('needs a service at least once, each service once', () => {
    const pack = { name: 'Bono', price: 100, validityDays: 180 };
    expect(fields(parseWith(packBodySchema, { ...pack, items: [] }))).toEqual({ items: 'Añade al menos un servicio' });
    expect(
      fields(
        parseWith(packBodySchema, {
          ...pack,
          items: [
            { serviceId: 's1', sessions: 5 },
            { serviceId: 's1', sessions: 1 },
          ],
        }),
      ),
    ).toEqual({ items: 'Hay servicios repetidos' });
  });
});

describe('serviceMargin', () => {
  it('is the price less its VAT less what its materials cost', () => {
    const costs = new Map([
      ['tinte', 13.33],
      ['guantes', 20],
    ]);
    const margin = serviceMargin(
      {
        priceCents: 6050,
        vatRate: 21,
        materials: [
          { materialId: 'tinte', quantity: 60 },
          { materialId: 'guantes', quantity: 2 },
        ],
      },
      costs,
    );
    // 60,50 € with 21 % VAT: 50,00 € net; 60 ml at 0,1333 € (8,00 €) and 2 gloves at 0,20 € (0,40 €).
    expect(margin).toEqual({ netCents: 5000, vatCents: 1050, materialsCents: 840, marginCents: 4160 });
  });

  it('can be negative, and a material no longer there costs nothing', () => {
    const margin = serviceMargin(
      {
        priceCents: 0,
        vatRate: 21,
        materials: [
          { materialId: 'gone', quantity: 3 },
          { materialId: 'm', quantity: 1 },
        ],
      },
      new Map([['m', 150]]),
    );
    expect(margin).toEqual({ netCents: 0, vatCents: 0, materialsCents: 150, marginCents: -150 });
  });
});
