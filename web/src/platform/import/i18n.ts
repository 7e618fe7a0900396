import i18n from '../../i18n';

/**
 * The CSV import dialog's texts (clients, products): what the module imports is named by the module's own texts. They load with the
 * components that show them (imported for this side effect), not with every page (i18n/es.ts).
 */
const importTexts = {
  choose: 'Elegir archivo CSV',
  chosen: 'Archivo: {{name}}',
  tooLarge: 'El archivo ocupa más de 5 MB. Divídelo en varios.',
  preview: 'Revisar',
  previewing: 'Leyendo el archivo...',
  summary: 'Se crearán {{create}} · Duplicados {{duplicates}} · No válidas {{invalid}}',
  line: 'Línea',
  status: 'Resultado',
  detail: 'Detalle',
  willCreate: 'Se creará',
  duplicate: 'Duplicado',
  invalid: 'No válida',
  ignored: 'Estas columnas no se leen: {{columns}}. Revisa su título si deberían importarse.',
  more_one: 'y {{count}} línea más',
  more_other: 'y {{count}} líneas más',
  applying: 'Importando...',
  back: 'Elegir otro archivo',
  done: 'Importación terminada',
  result: 'Creados: {{created}} · Duplicados: {{duplicates}} · No válidos: {{invalid}}',
} as const;

i18n.addResourceBundle('es', 'translation', { import: importTexts }, true, false);

export default importTexts;
