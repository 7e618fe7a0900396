import { describe, expect, it } from 'vitest';
import {
  appointmentBodySchema,
  materialBodySchema,
  packBodySchema,
  roomBodySchema,
  serviceBodySchema,
  serviceCategoryBodySchema,
} from './modules/beauty';
import { locationBodySchema } from './modules/configuration';
import { clientBodySchema, companyBodySchema, reviewBodySchema } from './modules/crm';
import { discountLineSchema, orderListQuerySchema } from './modules/orders';
import { adjustVoucherBodySchema, issueVoucherBodySchema } from './modules/promotions';
import { dishBodySchema } from './modules/restaurant';
import {
  productBodySchema,
  shippingAddressSchema,
  shopCategoryBodySchema,
  shopPackBodySchema,
  stockAdjustmentBodySchema,
} from './modules/ecommerce';
import { courseBodySchema, courseCategoryBodySchema, coursePackBodySchema } from './modules/elearning';
import { modifierGroupBodySchema } from './platform/modifier-groups';
import { createUserBodySchema, listQuerySchema } from './platform/admin/schemas';
import { mediaUploadQuerySchema } from './platform/media';
import { passwordSchema, profileBodySchema } from './platform/identity/schemas';
import { createOrganizationBodySchema, fiscalDataSchema } from './platform/organizations/schemas';
import { ILL_FORMED_TEXT_MESSAGE, isWellFormedText, stripBidiControls, textSchema } from './platform/text';
import { parseWith } from './platform/validation';

const lone = ['\ud800', 'Caña \udbff', '\udc00 y más', 'al revés \udc00\ud800'];

describe('isWellFormedText', () => {
  it('agrees with String.prototype.isWellFormed', () => {
    const samples = [...lone, '', 'Entrecot', 'Ñandú 🍷', '\udbff\udfff', '€'];
    for (const sample of samples)
      expect(isWellFormedText(sample), JSON.stringify(sample)).toBe(
        (sample as unknown as { isWellFormed(): boolean }).isWellFormed(),
      );
  });
});

describe('stripBidiControls', () => {
  it('takes out embeddings, overrides and isolates, and keeps everything else', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(stripBidiControls(`Caña${controls} doble`)).toBe('Caña doble');
    expect(stripBidiControls('\u202eotcertnE')).toBe('otcertnE');
    expect(stripBidiControls('Café \u200f 🍷 «x»')).toBe('Café \u200f 🍷 «x»');
  });
});

describe('textSchema', () => {
  it('refuses ill-formed text with a Spanish message', () => {
    for (const value of lone)
      expect(parseWith(textSchema(40), value)).toEqual({ success: false, fields: { _: ILL_FORMED_TEXT_MESSAGE } });
  });

  it('strips bidirectional controls before trimming and counting', () => {
    expect(parseWith(textSchema(8, 1), ' \u202eEntrecot\u202c ')).toEqual({ success: true, data: 'Entrecot' });
    expect(parseWith(textSchema(8, 1), '\u2066 \u2069')).toEqual({
      success: false,
      fields: { _: 'Este campo es obligatorio' },
    });
  });
});

const APPOINTMENT = {
  clientName: 'Ana',
  clientPhone: '600',
  locationId: 'l1',
  date: '2026-12-01',
  start: '10:00',
  services: [{ serviceId: 's', employeeId: 'e' }],
};

describe('every text field of the API is checked', () => {
  const cases: [string, { safeParse: unknown }, object, string][] = [
    ['discount name', discountLineSchema, { kind: 'discount', name: '\ud800', amount: '1' }, 'name'],
    ['dish name', dishBodySchema, { name: 'Caña \ud800', price: '1', categoryId: 'c1' }, 'name'],
    [
      'dish description',
      dishBodySchema,
      { name: 'Caña', description: '\udfff', price: '1', categoryId: 'c1' },
      'description',
    ],
    ['modifier option', modifierGroupBodySchema, { name: 'Punto', options: [{ name: '\ud800' }] }, 'options.0.name'],
    ['shop category name', shopCategoryBodySchema, { name: '\ud800' }, 'name'],
    ['product name', productBodySchema, { name: 'Camiseta \ud800', price: 10, categoryId: 'c1' }, 'name'],
    [
      'product option value',
      productBodySchema,
      { name: 'Camiseta', price: 10, categoryId: 'c1', options: [{ name: 'Talla', values: ['\ud800'] }] },
      'options.0.values.0',
    ],
    [
      'shop pack name',
      shopPackBodySchema,
      {
        name: '\udfff',
        price: 10,
        items: [
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 1 },
        ],
      },
      'name',
    ],
    ['course category name', courseCategoryBodySchema, { name: '\ud800' }, 'name'],
    [
      'course title',
      courseBodySchema,
      { title: 'Inglés \ud800', categoryId: 'c', price: 1, modality: 'online' },
      'title',
    ],
    [
      'lesson title',
      courseBodySchema,
      {
        title: 'Inglés',
        categoryId: 'c',
        price: 1,
        modality: 'online',
        sections: [{ title: 'Tema 1', lessons: [{ title: '\udfff', kind: 'text', minutes: 10 }] }],
      },
      'sections.0.lessons.0.title',
    ],
    ['course pack name', coursePackBodySchema, { name: '\ud800', courseIds: ['a', 'b'], price: 1 }, 'name'],
    ['stock adjustment reason', stockAdjustmentBodySchema, { quantity: 1, reason: '\ud800' }, 'reason'],
    [
      'shipping address',
      shippingAddressSchema,
      { name: 'Ana', line1: '\ud800', postalCode: '28001', city: 'Madrid', province: 'Madrid' },
      'line1',
    ],
    ['location name', locationBodySchema, { name: '\ud800', ticketSeries: 'T' }, 'name'],
    ['organization name', createOrganizationBodySchema, { name: 'Casa \ud800' }, 'name'],
    ['business name', fiscalDataSchema, { businessName: 'Casa \ud800' }, 'businessName'],
    ['profile', profileBodySchema, { firstName: 'Ana', lastName: '\ud800' }, 'lastName'],
    [
      'account',
      createUserBodySchema,
      { email: 'a@b.es', password: 'secreto123', firstName: '\ud800', lastName: 'Gil' },
      'firstName',
    ],
    ['search', listQuerySchema, { q: 'caña\ud800' }, 'q'],
    ['client name', clientBodySchema, { firstName: 'Ana \ud800' }, 'firstName'],
    ['client address', clientBodySchema, { firstName: 'Ana', address: { city: '\udfff' } }, 'address.city'],
    ['client tag', clientBodySchema, { firstName: 'Ana', tags: ['\ud800'] }, 'tags.0'],
    ['client phone', clientBodySchema, { firstName: 'Ana', phone: '600\ud800' }, 'phone'],
    ['company notes', companyBodySchema, { name: 'Lola SL', notes: '\ud800' }, 'notes'],
    ['review text', reviewBodySchema, { rating: 5, date: '2026-01-01', text: '\ud800' }, 'text'],
    ['order search', orderListQuerySchema, { q: '\ud800' }, 'q'],
    ['voucher note', issueVoucherBodySchema, { amount: 50, note: '\ud800' }, 'note'],
    ['service category name', serviceCategoryBodySchema, { name: '\ud800' }, 'name'],
    [
      'service description',
      serviceBodySchema,
      { name: 'Corte', description: '\udfff', categoryId: 'c', durationMinutes: 30, price: 20 },
      'description',
    ],
    ['room name', roomBodySchema, { name: 'Cabina \ud800', locationId: 'l' }, 'name'],
    ['material name', materialBodySchema, { name: '\ud800', unit: 'ml', stock: 1, costPerUnit: 1 }, 'name'],
    [
      'pack name',
      packBodySchema,
      { name: 'Bono \ud800', items: [{ serviceId: 's', sessions: 5 }], price: 1, validityDays: 30 },
      'name',
    ],
    ['voucher adjustment reason', adjustVoucherBodySchema, { direction: 'add', amount: 5, reason: '\ud800' }, 'reason'],
    ['appointment client', appointmentBodySchema, { ...APPOINTMENT, clientName: 'Ana \ud800' }, 'clientName'],
    ['appointment note', appointmentBodySchema, { ...APPOINTMENT, note: '\ud800' }, 'note'],
    ['media name', mediaUploadQuerySchema, { name: 'foto\ud800.jpg' }, 'name'],
  ];
  it.each(cases)('%s', (_label, schema, input, field) => {
    const result = parseWith(schema as never, input);
    expect(result).toMatchObject({ success: false, fields: { [field]: ILL_FORMED_TEXT_MESSAGE } });
  });

  it('passwords too (they are not trimmed nor stripped)', () => {
    expect(parseWith(passwordSchema, 'secreto123\ud800')).toEqual({
      success: false,
      fields: { _: ILL_FORMED_TEXT_MESSAGE },
    });
    expect(parseWith(passwordSchema, ' secreto\u202e123 ')).toEqual({ success: true, data: ' secreto\u202e123 ' });
  });

  it('names that reach a ticket lose their bidirectional controls', () => {
    expect(
      parseWith(discountLineSchema, { kind: 'discount', name: '\u202eInvita\u202c la casa', amount: '1' }),
    ).toMatchObject({
      success: true,
      data: { name: 'Invita la casa' },
    });
    expect(parseWith(fiscalDataSchema, { businessName: 'Casa\u2067 Lola S.L.' })).toMatchObject({
      success: true,
      data: { businessName: 'Casa Lola S.L.' },
    });
    expect(parseWith(createOrganizationBodySchema, { name: '\u202dCasa Lola' })).toMatchObject({
      success: true,
      data: { name: 'Casa Lola' },
    });
  });
});
