import type { FieldErrors } from '../../platform/api';
import { foldText } from '../../platform/search';
import type { ClientInput, ClientRef, UniqueClientField } from './clients';
import { countLines, csvColumns, decodeCsv, detectSeparator, MAX_IMPORT_LINES, parseCsv } from '../../platform/csv';

export const IMPORT_BIRTHDAY_MESSAGE = 'La fecha de nacimiento no es válida (dd/mm/aaaa)';
export const IMPORT_CONSENT_MESSAGE = 'Escribe «sí» o «no»';

/** What a column of an import file fills. 'fullName' is split into first and last name at the first space. */
export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'taxId'
  | 'birthday'
  | 'street'
  | 'city'
  | 'postalCode'
  | 'province'
  | 'tags'
  | 'notes'
  | 'company'
  | 'consent';

/** Column headers people use (folded: lower case, no accents), by field; the first of each is the one exported. */
export const IMPORT_HEADERS: Record<ImportField, readonly string[]> = {
  firstName: ['nombre', 'name', 'first name', 'nombre de pila'],
  lastName: ['apellidos', 'apellido', 'last name', 'surname', 'primer apellido'],
  fullName: ['nombre completo', 'cliente', 'full name'],
  email: ['email', 'e-mail', 'correo', 'correo electronico', 'mail'],
  phone: ['telefono', 'movil', 'tel', 'tel.', 'telefono movil', 'celular', 'phone', 'mobile'],
  taxId: ['nif', 'dni', 'nie', 'cif', 'nif/cif', 'dni/nie', 'documento'],
  birthday: ['fecha de nacimiento', 'nacimiento', 'cumpleanos', 'fecha nacimiento', 'birthday'],
  street: ['direccion', 'domicilio', 'calle', 'address'],
  city: ['ciudad', 'localidad', 'poblacion', 'municipio', 'city'],
  postalCode: ['codigo postal', 'cp', 'c.p.', 'postal code'],
  province: ['provincia', 'province'],
  tags: ['etiquetas', 'etiqueta', 'tags'],
  notes: ['notas', 'observaciones', 'comentarios', 'notes'],
  company: ['empresa', 'compania', 'company'],
  consent: [
    'consentimiento',
    'consentimiento marketing',
    'acepta publicidad',
    'acepta comunicaciones',
    'publicidad',
    'marketing',
  ],
};

/** The field of each column of a header row (null: a column the import does not read). */
export const importColumns = (header: readonly string[]): (ImportField | null)[] => csvColumns(header, IMPORT_HEADERS);

/** dd/mm/yyyy (also d/m/yyyy, with '-' or '.', and yyyy-mm-dd) -> 'YYYY-MM-DD'; undefined when it is not a date. */
export function parseSpanishDate(value: string): string | undefined {
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const [day, month, year] = spanish ? [spanish[1]!, spanish[2]!, spanish[3]!] : iso ? [iso[3]!, iso[2]!, iso[1]!] : [];
  if (!day || !month || !year) return undefined;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

const YES = new Set(['si', 's', 'yes', 'y', '1', 'true', 'verdadero', 'x']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', '']);

/** One line of an import file as a client body (to be validated by clientBodySchema), its company by name. */
export interface ImportRow {
  line: number;
  input: Record<string, unknown>;
  /** The company's name as written ('' for none): the API finds it among the organization's companies. */
  company: string;
  /** Problems found reading the line, before the body is validated. */
  errors: FieldErrors;
}

/** The body a line of an import file stands for. */
export function importRow(line: number, cells: readonly string[], columns: readonly (ImportField | null)[]): ImportRow {
  const value: Partial<Record<ImportField, string>> = {};
  columns.forEach((field, index) => {
    if (field) value[field] = cells[index] ?? '';
  });
  const errors: FieldErrors = {};
  let [firstName, lastName] = [value.firstName ?? '', value.lastName ?? ''];
  if (value.fullName && !firstName) {
    const [first = '', ...rest] = value.fullName.trim().split(/\s+/);
    [firstName, lastName] = [first, lastName || rest.join(' ')];
  }
  let birthday = '';
  if (value.birthday) {
    birthday = parseSpanishDate(value.birthday) ?? '';
    if (!birthday) errors.birthday = IMPORT_BIRTHDAY_MESSAGE;
  }
  const consent = foldText(value.consent ?? '').trim();
  if (!YES.has(consent) && !NO.has(consent)) errors.marketingConsent = IMPORT_CONSENT_MESSAGE;
  const tags = (value.tags ?? '')
    .split(/[|,;]/)
    .map((tag) => tag.trim())
    .filter((tag, index, all) => tag && all.findIndex((other) => foldText(other) === foldText(tag)) === index);
  const input = {
    firstName,
    lastName,
    email: value.email ?? '',
    phone: value.phone ?? '',
    taxId: value.taxId ?? '',
    birthday,
    address: {
      street: value.street ?? '',
      city: value.city ?? '',
      postalCode: value.postalCode ?? '',
      province: value.province ?? '',
    },
    tags,
    notes: value.notes ?? '',
    marketingConsent: YES.has(consent) ? { granted: true, how: 'importación' } : { granted: false },
  };
  return { line, input, company: (value.company ?? '').trim(), errors };
}

export type ImportFileProblem = 'empty' | 'no-name-column' | 'too-many-lines';

/** A file's lines as client bodies, or why the whole file cannot be read. Columns not read are named. */
export type ImportFile =
  { ok: true; rows: ImportRow[]; ignoredColumns: string[] } | { ok: false; problem: ImportFileProblem };

/** Reads an import file's bytes: encoding, separator, header, one ImportRow per record after it. */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const text = decodeCsv(bytes);
  if (countLines(text) > MAX_IMPORT_LINES) return { ok: false, problem: 'too-many-lines' };
  const [header, ...records] = parseCsv(text, detectSeparator(text));
  if (!header || records.length === 0) return { ok: false, problem: 'empty' };
  const columns = importColumns(header.cells);
  if (!columns.includes('firstName') && !columns.includes('fullName')) return { ok: false, problem: 'no-name-column' };
  return {
    ok: true,
    rows: records.map((record) => importRow(record.line, record.cells, columns)),
    ignoredColumns: header.cells.filter((cell, index) => cell && !columns[index]),
  };
}

/** Why a line is not created: the value another client has, or the same line imported before (or above it). */
export type ImportDuplicateField = UniqueClientField | 'row';

/** A client a line will create, as it will be stored, with its company's name. */
export type ImportedClient = ClientInput & { name: string; company: string };

/** POST /crm/clients/import/preview: what apply would do, line by line (lines of the file, 1 is the header). */
export interface ImportPreview {
  create: { line: number; client: ImportedClient }[];
  duplicates: { line: number; existing: ClientRef; field: ImportDuplicateField }[];
  invalid: { line: number; errors: FieldErrors }[];
  /** Headers of columns the import does not read (shown so that a misspelt column is noticed). */
  ignoredColumns: string[];
}

/** POST /crm/clients/import/apply: how many lines went each way (the same as the preview of the same file). */
export interface ImportResult {
  created: number;
  duplicates: number;
  invalid: number;
}

/** The columns of GET /crm/clients/export.csv, headed as the import reads them back. */
export const EXPORT_COLUMNS = [
  ['nombre', 'firstName'],
  ['apellidos', 'lastName'],
  ['email', 'email'],
  ['teléfono', 'phone'],
  ['nif', 'taxId'],
  ['fecha de nacimiento', 'birthday'],
  ['dirección', 'street'],
  ['ciudad', 'city'],
  ['código postal', 'postalCode'],
  ['provincia', 'province'],
  ['etiquetas', 'tags'],
  ['notas', 'notes'],
  ['empresa', 'company'],
  ['consentimiento', 'consent'],
  ['alta', 'createdAt'],
] as const;
