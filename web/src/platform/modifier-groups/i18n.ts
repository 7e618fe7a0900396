import i18n from '../../i18n';

/**
 * The fields of a modifier group, shared by the restaurant and the shop. They load with the
 * components that show them (imported for this side effect), not with every page (i18n/es.ts).
 */
const modifierGroupTexts = {
  name: 'Nombre',
  required: 'Obligatorio',
  min: 'Mínimo de opciones',
  max: 'Máximo de opciones',
  options: 'Opciones',
  optionName: 'Opción',
  priceDelta: 'Suplemento',
  optionAvailable: 'Disponible',
  addOption: 'Añadir opción',
  removeOption: 'Quitar opción {{index}}',
} as const;

i18n.addResourceBundle('es', 'translation', { modifierGroups: modifierGroupTexts }, true, false);

export default modifierGroupTexts;
