import type { TFunction } from 'i18next';
import { es } from './es';

/**
 * The app's translations: Spanish only, the catalogue bundled (module catalogues added with their screens). A small
 * runtime of the part of i18next the app uses, with its API and types (i18next and react-i18next cost ~20 KB
 * gzipped on every page; web/vite.config.ts points `react-i18next` to ./react.ts): nested keys ('auth.login', names
 * with dots included), `{{name}}` interpolation (not escaped: React escapes), plurals by `count` (`key_one`,
 * `key_other`, chosen by the Spanish plural rules), `defaultValue`, and the key itself when it is missing.
 */
type Catalogue = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: number; defaultValue?: string };

const catalogue: Catalogue = structuredClone(es) as Catalogue;
const plurals = new Intl.PluralRules('es');

/** A key's value: nested by dots ('auth.login'); a name may hold dots itself (screens['pos.beauty']), as in i18next. */
function find(node: unknown, parts: string[]): unknown {
  if (parts.length === 0) return node;
  if (typeof node !== 'object' || node === null) return undefined;
  for (let take = 1; take <= parts.length; take++) {
    const child = (node as Catalogue)[parts.slice(0, take).join('.')];
    const found = child === undefined ? undefined : find(child, parts.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

const lookup = (key: string) => find(catalogue, key.split('.'));

const interpolate = (text: string, options: Options) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );

function translate(key: string, options: Options = {}): string {
  const { count } = options;
  const forms = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
  const text = forms.map(lookup).find((found) => typeof found === 'string') as string | undefined;
  return interpolate(text ?? options.defaultValue ?? key, options);
}

function merge(target: Catalogue, source: Catalogue, overwrite: boolean) {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (typeof value === 'object' && value !== null && typeof current === 'object' && current !== null)
      merge(current as Catalogue, value as Catalogue, overwrite);
    else if (overwrite || current === undefined) target[name] = value;
  }
}

const i18n = {
  language: 'es',
  t: translate as unknown as TFunction,
  /** Whether a key (or a branch of keys) is in the catalogue. */
  exists: (key: string) => lookup(key) !== undefined,
  hasResourceBundle: (_language: string, _namespace: string) => true,
  /** Adds texts to the catalogue (i18next's signature: language, namespace, texts, deep, overwrite). */
  addResourceBundle(_language: string, _namespace: string, texts: object, _deep = true, overwrite = false) {
    merge(catalogue, texts as Catalogue, overwrite);
    return i18n;
  },
};

export default i18n;

/** Adds a module's texts under its name (once; later calls find them there). */
export async function loadModuleMessages(module: string, messages: () => Promise<{ default: object }>) {
  if (i18n.exists(module)) return;
  i18n.addResourceBundle('es', 'translation', { [module]: (await messages()).default }, true, false);
}
