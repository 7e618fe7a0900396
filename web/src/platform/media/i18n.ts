import i18n from '../../i18n';

/**
 * The photo fields of records that show images of the media store (dishes, products), and the file field of those
 * that offer a PDF (a lesson). They load with the components that show them (imported for this side effect), not
 * with every page (i18n/es.ts).
 */
const mediaTexts = {
  upload: 'Subir foto',
  replace: 'Cambiar foto',
  remove: 'Quitar foto',
  uploading: 'Subiendo...',
  none: 'Sin foto',
  preview: 'Foto actual',
  noPhotos: 'Sin fotos',
  addPhotos: 'Añadir fotos',
  mainPhoto: 'Foto principal',
  photoNumber: 'Foto {{index}}',
  moveEarlier: 'Mover la foto {{index}} antes',
  moveLater: 'Mover la foto {{index}} después',
  removeNumber: 'Quitar la foto {{index}}',
  uploadDocument: 'Subir PDF',
  replaceDocument: 'Cambiar PDF',
  removeDocument: 'Quitar PDF',
  noDocument: 'Sin archivo',
  pickDocument: 'O elige un PDF ya subido',
  documentTooLarge: 'El PDF pesa más de 10 MB: redúcelo antes de subirlo',
  unnamedDocument: 'Documento PDF',
} as const;

i18n.addResourceBundle('es', 'translation', { media: mediaTexts }, true, false);

export default mediaTexts;
