/**
 * The catalogue's errors the web raises by itself (no answer of the API to take the message from): part of the
 * catalogue (errors.ts spreads them in), in a file of their own so that the web's first load, which needs only these,
 * does not carry every message of the API.
 */
export const CLIENT_ERRORS = {
  internal: { status: 500, message: 'Error interno del servidor. Por favor, intenta de nuevo.' },
  'organization-not-found': { status: 404, message: 'Organización no encontrada' },
  // The server answered something the client cannot read.
  'invalid-response-format': { status: 502, message: 'Formato de respuesta inválido' },
  'invalid-server-response': { status: 502, message: 'Respuesta inválida del servidor' },
  // The media store's (issue 19): the photo field checks a file before sending it, as the API does after.
  'media-too-large': { status: 413, message: 'La imagen pesa más de 10 MB: redúcela antes de subirla' },
  'media-not-image': { status: 400, message: 'El archivo no es una imagen JPEG, PNG o WebP' },
  // A file sent as a PDF (by its name or type) whose bytes are not one; the file field checks its type first.
  'media-not-document': { status: 400, message: 'El archivo no es un documento PDF' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;
