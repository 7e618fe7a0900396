/**
 * The error catalogue: every error the API can answer, with its HTTP status and the Spanish message
 * the user reads. Web and functions both import it, so a message is written exactly once.
 */
import { CLIENT_ERRORS } from './client-errors';

export const ERRORS = {
  unauthenticated: { status: 401, message: 'Usuario no autenticado' },
  forbidden: { status: 403, message: 'No tienes permiso para realizar esta acción' },
  'route-not-found': { status: 404, message: 'Ruta inválida' },
  'not-found': { status: 404, message: 'Recurso no encontrado' },
  'validation-failed': { status: 400, message: 'Los datos enviados no son válidos' },
  'invalid-json': { status: 400, message: 'El cuerpo de la petición no es un JSON válido' },
  'payload-too-large': { status: 413, message: 'La petición es demasiado grande' },
  'method-not-allowed': { status: 405, message: 'Método no permitido' },
  'user-not-found': { status: 404, message: 'No existe una cuenta con este correo electrónico' },
  'identity-mismatch': { status: 403, message: 'Los datos no coinciden con la sesión iniciada' },
  'last-owner': { status: 409, message: 'La organización debe tener al menos un propietario' },
  'member-exists': { status: 409, message: 'Esta persona ya es miembro de la organización' },
  'member-not-found': { status: 404, message: 'Esta persona no es miembro de la organización' },
  'user-email-not-found': { status: 404, message: 'No hay ningún usuario registrado con ese correo electrónico' },
  'invitation-exists': { status: 409, message: 'Ya hay una invitación pendiente para este correo electrónico' },
  'invitation-not-found': { status: 404, message: 'Invitación no encontrada' },
  'already-member': { status: 409, message: 'Ya eres miembro de esta organización' },
  'last-admin': { status: 409, message: 'Debe quedar al menos un administrador de la plataforma' },
  'cannot-delete-self': { status: 409, message: 'No puedes eliminar tu propia cuenta desde la administración' },
  'email-taken': { status: 409, message: 'Ya existe una cuenta con este correo electrónico' },
  'module-disabled': { status: 403, message: 'Este módulo no está activado en la organización' },
  'module-required': { status: 409, message: 'Otro módulo activo necesita este módulo: desactiva ese primero' },
  'in-use': { status: 409, message: 'No se puede eliminar porque está en uso' },
  'out-of-stock': { status: 409, message: 'Agotado' },
  'idempotency-conflict': {
    status: 422,
    message: 'Esta clave de idempotencia ya se usó con otra petición',
  },
  'invalid-transition': { status: 409, message: 'El pedido no puede pasar a ese estado' },
  'table-busy': { status: 409, message: 'La mesa ya tiene un pedido abierto' },
  'order-closed': { status: 409, message: 'El pedido ya está cerrado' },
  'already-sent': { status: 409, message: 'Esta línea ya se ha enviado a cocina' },
  'nothing-to-send': { status: 409, message: 'No hay nada nuevo que enviar a cocina' },
  'nothing-to-fire': { status: 409, message: 'No queda nada de este curso por enviar a cocina' },
  'payment-insufficient': { status: 400, message: 'El importe entregado no cubre el total' },
  'already-paid': { status: 409, message: 'Estas líneas ya están cobradas' },
  'nothing-due': { status: 409, message: 'No hay nada pendiente de cobro' },
  'discount-spent': { status: 409, message: 'Este descuento ya se ha aplicado a un cobro' },
  'not-refundable': { status: 409, message: 'No queda nada por devolver de estas líneas' },
  'invoice-annulled': {
    status: 409,
    message: 'La factura de este ticket está anulada en VERI*FACTU: no admite devoluciones',
  },
  'split-open': {
    status: 409,
    message: 'La cuenta se está pagando a partes iguales: cobra la parte siguiente',
  },
  'split-part': { status: 409, message: 'Esa parte ya está cobrada o no es la siguiente' },
  'same-table': { status: 409, message: 'El pedido ya está en esa mesa' },
  'other-location': { status: 409, message: 'Las dos mesas deben ser del mismo local' },
  'split-everything': { status: 409, message: 'Para pasar toda la cuenta a otra mesa, usa Cambiar de mesa' },
  // The staff switch and what needs an encargado (issue 14).
  'pin-invalid': { status: 403, message: 'PIN incorrecto' },
  'pin-locked': { status: 429, message: 'Demasiados intentos: espera unos minutos para volver a probar' },
  'till-locked': { status: 423, message: 'La caja está bloqueada: desbloquéala con tu PIN' },
  'manager-required': { status: 403, message: 'Hace falta un encargado: pide su PIN' },
  'not-sent': { status: 409, message: 'Esta línea aún no se ha enviado a cocina: quítala sin anular' },
  'till-closed': { status: 409, message: 'Abre la caja para cobrar' },
  'till-open': { status: 409, message: 'La caja ya está abierta' },
  'till-devices-full': { status: 409, message: 'Este local ya tiene el máximo de terminales dados de alta' },
  'till-session-closed': { status: 409, message: 'Esta caja ya está cerrada' },
  // Media store (issue 19; 'media-too-large', 'media-not-image' and 'media-not-document' are in CLIENT_ERRORS).
  'media-unreadable': { status: 400, message: 'No se ha podido leer la imagen: puede estar dañada' },
  // CRM (issue 16).
  'client-duplicate': { status: 409, message: 'Ya hay un cliente con este correo electrónico, teléfono o NIF' },
  'client-merge-self': { status: 409, message: 'No se puede fusionar un cliente consigo mismo' },
  'import-too-large': { status: 413, message: 'El archivo pesa más de 5 MB: divídelo en varios' },
  'import-too-many-lines': { status: 413, message: 'El archivo tiene más de 20.000 líneas: divídelo en varios' },
  'import-empty': { status: 400, message: 'El archivo no tiene ningún cliente: la primera línea son los títulos' },
  'import-no-name-column': {
    status: 400,
    message: 'El archivo necesita una columna «nombre» (o «nombre completo») en la primera línea',
  },
  'import-not-csv': { status: 400, message: 'Envía el archivo CSV tal cual, no un JSON' },
  // Promotions (issue 17).
  'voucher-code-not-found': { status: 404, message: 'No hay ningún bono regalo con ese código' },
  'voucher-insufficient': { status: 409, message: 'El bono regalo no tiene saldo suficiente' },
  'voucher-cancelled': { status: 409, message: 'Este bono regalo está anulado' },
  'voucher-expired': { status: 409, message: 'Este bono regalo está caducado' },
  'voucher-spent': {
    status: 409,
    message: 'El bono regalo vendido ya se ha usado (o ajustado): no se puede devolver',
  },
  'pack-sessions-insufficient': { status: 409, message: 'El bono no tiene sesiones suficientes' },
  'pack-expired': { status: 409, message: 'Este bono de sesiones está caducado' },
  'pack-other-client': { status: 409, message: 'Este bono de sesiones es de otro cliente' },
  'pack-spent': {
    status: 409,
    message: 'El bono de sesiones vendido ya se ha usado: no se puede devolver',
  },
  'coupon-not-found': { status: 400, message: 'No hay ningún cupón con ese código' },
  'coupon-expired': { status: 400, message: 'Este cupón no está vigente hoy' },
  'coupon-exhausted': { status: 409, message: 'Este cupón ya se ha usado todas las veces que permite' },
  'coupon-not-applicable': { status: 400, message: 'Este cupón no se aplica a este pedido ni a sus productos' },
  'coupon-under-minimum': { status: 400, message: 'El pedido no llega al importe mínimo de este cupón' },
  'coupon-code-taken': { status: 409, message: 'Ya hay un cupón con este código' },
  'coupon-line-paid': { status: 409, message: 'El descuento del cupón ya se ha cobrado: no se puede quitar' },
  'card-already-joined': { status: 409, message: 'Este cliente ya tiene la tarjeta de este programa' },
  'reward-line-paid': { status: 409, message: 'El descuento del premio ya se ha cobrado: no se puede quitar' },
  'reward-not-found': { status: 400, message: 'Este premio no existe en la tarjeta del cliente' },
  'reward-under-threshold': { status: 400, message: 'La tarjeta no tiene puntos suficientes para este premio' },
  'reward-item-not-in-order': { status: 400, message: 'El artículo de regalo no está en el pedido' },
  'reward-points-spent': { status: 409, message: 'Los puntos de la tarjeta ya no llegan para este premio' },
  'card-program-inactive': { status: 409, message: 'Este programa de fidelización está desactivado' },
  // The beauty appointment book (issue 18).
  'appointment-overlap': { status: 409, message: 'Esa hora ya está ocupada' },
  'appointment-transition': { status: 409, message: 'La cita no puede pasar a ese estado' },
  'appointment-not-movable': { status: 409, message: 'Solo se pueden mover las citas reservadas o confirmadas' },
  'appointment-charged': { status: 409, message: 'Esta cita ya está cobrada' },
  'appointment-not-completed': { status: 409, message: 'Completa la cita antes de cobrarla' },
  // The shop (issue 19).
  'shop-code-taken': { status: 409, message: 'Ese código (SKU o código de barras) ya lo tiene otro producto' },
  'fulfilment-transition': { status: 409, message: 'El pedido no puede pasar a ese estado' },
  'stock-not-tracked': { status: 409, message: 'Este producto no controla stock' },
  'shop-import-empty': {
    status: 400,
    message: 'El archivo no tiene ningún producto: la primera línea son los títulos',
  },
  'shop-import-no-name-column': {
    status: 400,
    message: 'El archivo necesita una columna «nombre» (o «producto») en la primera línea',
  },
  // E-learning (issue 20).
  'course-full': { status: 409, message: 'El curso está completo: no quedan plazas' },
  'already-enrolled': { status: 409, message: 'Este cliente ya está matriculado en este curso' },
  'enrolment-transition': { status: 409, message: 'La matrícula no puede pasar a ese estado' },
  'enrolment-completed': {
    status: 409,
    message: 'La matrícula ya está completada: no se puede cambiar, cancelar ni devolver',
  },
  'enrolment-paid': {
    status: 409,
    message: 'Esta matrícula está pagada: para cancelarla, devuelve su venta desde el TPV',
  },
  'certificate-not-issued': { status: 409, message: 'El certificado se emite cuando el alumno completa el curso' },
  // 'internal', 'organization-not-found', and those the web raises when the server answers something it cannot read.
  ...CLIENT_ERRORS,
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const errorCodes = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(code: ErrorCode): string {
  return ERRORS[code].message;
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** Spanish messages of the catalogue keyed by code, for the web i18n catalogue. */
export const errorMessages: Record<ErrorCode, string> = Object.fromEntries(
  errorCodes.map((code) => [code, ERRORS[code].message]),
) as Record<ErrorCode, string>;
