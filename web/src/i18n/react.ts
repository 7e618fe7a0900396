import i18n from './index';

/**
 * What the app uses of react-i18next (web/vite.config.ts resolves `react-i18next` here; types stay the package's):
 * `useTranslation()` with the catalogue's `t`. One language and a catalogue that only grows, so nothing re-renders
 * on a change (react-i18next does not re-render on added texts either).
 */
const translation = Object.assign([i18n.t, i18n, true] as const, { t: i18n.t, i18n, ready: true });

export function useTranslation() {
  return translation;
}
