import { sha256Hex } from './sha256';

/**
 * The fingerprint (huella) of a billing record, as the AEAT's 'Detalle de las especificaciones técnicas para la
 * generación de la huella o hash de los registros de facturación' asks: some of the record's fields as
 * `name=value` pairs in a fixed order, joined by '&', each value trimmed (an empty one still appears as `name=`),
 * SHA-256 of the UTF-8 text, uppercase hexadecimal (TipoHuella '01').
 */
export const FINGERPRINT_TYPE = '01';

/** Fields of a registration record (registro de alta) that its fingerprint covers. */
export interface RegistrationFingerprintFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's fingerprint; '' for the first record of the chain. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** Fields of a cancellation record (registro de anulación) that its fingerprint covers. */
export interface CancellationFingerprintFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const REGISTRATION_ORDER = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof RegistrationFingerprintFields)[];

const CANCELLATION_ORDER = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof CancellationFingerprintFields)[];

const join = <T extends object>(fields: T, order: readonly (keyof T)[]) =>
  order.map((name) => `${String(name)}=${String(fields[name]).trim()}`).join('&');

/** The text a registration record's fingerprint is computed on. */
export const registrationFingerprintInput = (fields: RegistrationFingerprintFields) => join(fields, REGISTRATION_ORDER);

/** The text a cancellation record's fingerprint is computed on. */
export const cancellationFingerprintInput = (fields: CancellationFingerprintFields) => join(fields, CANCELLATION_ORDER);

export const registrationFingerprint = (fields: RegistrationFingerprintFields) =>
  sha256Hex(registrationFingerprintInput(fields));

export const cancellationFingerprint = (fields: CancellationFingerprintFields) =>
  sha256Hex(cancellationFingerprintInput(fields));
