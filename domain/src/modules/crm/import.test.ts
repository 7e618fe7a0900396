import { describe, expect, it } from 'vitest';
import { utf8 } from '../../platform/csv.test-data';
import { parseWith } from '../../platform/validation';
import { clientBodySchema } from './clients';
import { MAX_IMPORT_LINES } from '../../platform/csv';
import { importColumns, importRow, parseSpanishDate, readImportFile } from './import';

describe('importColumns', () => {
  it('reads Spanish headers whatever their case and accents, each field once', () => {
    expect(
      importColumns([
        'Nombre',
        'APELLIDOS',
        'Correo electrónico',
        'Teléfono',
        'DNI',
        'Fecha de nacimiento',
        'Color',
        'nombre',
      ]),
    ).toEqual(['firstName', 'lastName', 'email', 'phone', 'taxId', 'birthday', null, null]);
    expect(importColumns(['Móvil', 'C.P.', 'Población', 'Empresa', 'Acepta publicidad'])).toEqual([
      'phone',
      'postalCode',
      'city',
      'company',
      'consent',
    ]);
  });
});

describe('parseSpanishDate', () => {
  it('reads dd/mm/yyyy and its variants, and ISO dates', () => {
    expect(parseSpanishDate('03/04/1985')).toBe('1985-04-03');
    expect(parseSpanishDate('3/4/1985')).toBe('1985-04-03');
    expect(parseSpanishDate('03-04-1985')).toBe('1985-04-03');
    expect(parseSpanishDate('03.04.1985')).toBe('1985-04-03');
    expect(parseSpanishDate('1985-04-03')).toBe('1985-04-03');
  });

  it('refuses days that do not exist and other orders', () => {
    for (const value of ['31/02/1985', '13/13/1985', '04/03/85', '1985/04/03', 'ayer', ''])
      expect(parseSpanishDate(value), value).toBeUndefined();
  });
});

describe('importRow', () => {
  const columns = importColumns(['nombre completo', 'email', 'teléfono', 'nacimiento', 'etiquetas', 'consentimiento']);

  it('builds the body a line stands for, which the client schema accepts', () => {
    const row = importRow(
      2,
      ['María José Núñez', 'mj@example.com', '600 111 222', '01/02/1990', 'VIP, vip | Habitual', 'Sí'],
      columns,
    );
    expect(row.errors).toEqual({});
    expect(row.input).toMatchObject({
      firstName: 'María',
      lastName: 'José Núñez',
      birthday: '1990-02-01',
      tags: ['VIP', 'Habitual'],
      marketingConsent: { granted: true, how: 'importación' },
    });
    expect(parseWith(clientBodySchema, row.input)).toMatchObject({ success: true, data: { phone: '+34600111222' } });
  });

  it('says what is wrong with a date or a consent in the words of the file', () => {
    const row = importRow(3, ['Ana', '', '', '1990-02-31', '', 'quizá'], columns);
    expect(row.errors).toEqual({
      birthday: 'La fecha de nacimiento no es válida (dd/mm/aaaa)',
      marketingConsent: 'Escribe «sí» o «no»',
    });
  });
});

describe('readImportFile', () => {
  it('refuses a file without clients, without a name column, or too long', () => {
    expect(readImportFile(utf8('nombre;email\n'))).toEqual({ ok: false, problem: 'empty' });
    expect(readImportFile(utf8('email;teléfono\na@b.es;600111222'))).toEqual({ ok: false, problem: 'no-name-column' });
    const long = `nombre\n${'Ana\n'.repeat(MAX_IMPORT_LINES)}`;
    expect(readImportFile(utf8(long))).toEqual({ ok: false, problem: 'too-many-lines' });
    expect(readImportFile(utf8(`nombre\n${'Ana\n'.repeat(MAX_IMPORT_LINES - 1)}`)).ok).toBe(true);
  });

  it('numbers the rows by their line in the file and names the columns it ignores', () => {
    const file = readImportFile(utf8('nombre,color\n\nAna,rojo\n"Luis",azul'));
    expect(file).toMatchObject({ ok: true, ignoredColumns: ['color'] });
    expect(file.ok && file.rows.map((row) => [row.line, row.input.firstName])).toEqual([
      [3, 'Ana'],
      [4, 'Luis'],
    ]);
  });
});
