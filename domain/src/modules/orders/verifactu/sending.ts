import * as z from 'zod/mini';
import { wellFormed } from '../../../platform/text';

/**
 * Sending the billing records to the AEAT (issue 23): the SOAP envelope around the registration message, the
 * agency's answer read back, each record's state and the back-off. Pure: the server does the HTTPS and the storage.
 */

/**
 * A record's state at the agency. 'pendiente' and 'enviando' are never stored per record: a record with no state
 * document is pending, or sending while a submission holds it (its chain's range in the sender's lease).
 */
export const BILLING_RECORD_STATUSES = [
  'pendiente',
  'enviando',
  'aceptado',
  'aceptado_con_errores',
  'rechazado',
] as const;
export type BillingRecordStatus = (typeof BILLING_RECORD_STATUSES)[number];

/** billingRecordStates/{recordId}: what the agency answered for the record (a final state). */
export interface BillingRecordState {
  status: 'aceptado' | 'aceptado_con_errores' | 'rechazado';
  /** CodigoErrorRegistro (or the SOAP fault's code), null when accepted without errors. */
  code: string | null;
  /** DescripcionErrorRegistro (or the SOAP fault's text). */
  message: string | null;
  submissionId: string;
  /** ISO instant of the answer. */
  at: string;
  /** The record that took this one's place: its subsanación, or the cancellation of its invoice (see corrections.ts). */
  supersededBy?: SupersededBy;
}

/** What superseded a refused record: the new record's id and whether it corrects or annuls the invoice. */
export interface SupersededBy {
  id: string;
  kind: 'subsanacion' | 'anulacion';
  /** ISO instant. */
  at: string;
}
/** A record's state as the API answers it: pending and sending have no submission nor answer time yet. */
export type BillingRecordStateDto = Omit<BillingRecordState, 'status' | 'submissionId' | 'at'> & {
  id: string;
  status: BillingRecordStatus;
  submissionId: string | null;
  at: string | null;
};

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The registration message (without its XML declaration) in a SOAP 1.1 envelope, as the WSDL's document binding. */
export function soapEnvelope(message: string): string {
  const body = message.replace(/^<\?xml[^>]*\?>\s*/, '').trim();
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NS}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>\n`
  );
}

/** One RespuestaLinea: which invoice and operation it answers, and its state. */
export interface AgencyLine {
  number: string;
  operation: 'Alta' | 'Anulacion';
  status: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code: string | null;
  message: string | null;
}

/** The agency's answer to a message: the whole message's state and each record's, or a SOAP fault. */
export type AgencyAnswer =
  | {
      kind: 'answer';
      /** EstadoEnvio. */
      status: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
      /** TiempoEsperaEnvio: seconds to wait before the next message of this issuer. */
      waitSeconds: number;
      csv: string | null;
      lines: AgencyLine[];
    }
  | { kind: 'fault'; code: string; message: string };

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the first element named `name` (any namespace prefix) in `xml`, or null. */
function element(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(xml);
  return match ? match[1]! : null;
}
const text = (xml: string, name: string) => {
  const value = element(xml, name);
  return value === null ? null : decode(value.trim());
};
function elements(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1]!);
}

/**
 * Reads the agency's SOAP answer (RespuestaRegFactuSistemaFacturacion of RespuestaSuministro.xsd, or a SOAP Fault).
 * The answer's elements are simple and fixed, so a few anchored patterns read them; anything else is an error (the
 * sender then treats the send as failed and retries).
 */
export function parseAgencyAnswer(xml: string): AgencyAnswer {
  const fault = element(xml, 'Fault');
  if (fault !== null)
    return { kind: 'fault', code: text(fault, 'faultcode') ?? '', message: text(fault, 'faultstring') ?? '' };
  const answer = element(xml, 'RespuestaRegFactuSistemaFacturacion');
  const status = answer && text(answer, 'EstadoEnvio');
  if (!answer || (status !== 'Correcto' && status !== 'ParcialmenteCorrecto' && status !== 'Incorrecto'))
    throw new Error('Not an answer of the AEAT');
  const lines = elements(answer, 'RespuestaLinea').map((line): AgencyLine => {
    const lineStatus = text(line, 'EstadoRegistro');
    if (lineStatus !== 'Correcto' && lineStatus !== 'AceptadoConErrores' && lineStatus !== 'Incorrecto')
      throw new Error('Unknown EstadoRegistro');
    return {
      number: text(element(line, 'IDFactura') ?? '', 'NumSerieFactura') ?? '',
      operation: text(line, 'TipoOperacion') === 'Anulacion' ? 'Anulacion' : 'Alta',
      status: lineStatus,
      code: text(line, 'CodigoErrorRegistro'),
      message: text(line, 'DescripcionErrorRegistro'),
    };
  });
  const wait = Number(text(answer, 'TiempoEsperaEnvio') ?? '');
  return {
    kind: 'answer',
    status,
    waitSeconds: Number.isFinite(wait) && wait >= 0 ? wait : DEFAULT_WAIT_SECONDS,
    csv: text(answer, 'CSV'),
    lines,
  };
}

/** The AEAT's default TiempoEsperaEnvio (60 s) when an answer has none that reads. */
export const DEFAULT_WAIT_SECONDS = 60;

/**
 * The agency's code for a record it already holds (Registro de facturación duplicado): a record a lost answer left
 * pending and the sender sent again was registered the first time, so it counts as accepted.
 */
export const DUPLICATE_RECORD_CODE = '3000';

/** A record's final state from its answer line (or, with no line of its own, from the whole message's state). */
export function recordStateOf(
  line: AgencyLine | undefined,
  messageStatus: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto',
): Pick<BillingRecordState, 'status' | 'code' | 'message'> {
  if (!line)
    return messageStatus === 'Correcto'
      ? { status: 'aceptado', code: null, message: null }
      : { status: 'rechazado', code: null, message: 'La Agencia no respondió por este registro' };
  if (line.status === 'Correcto') return { status: 'aceptado', code: null, message: null };
  if (line.status === 'AceptadoConErrores')
    return { status: 'aceptado_con_errores', code: line.code, message: line.message };
  if (line.code === DUPLICATE_RECORD_CODE) return { status: 'aceptado', code: line.code, message: line.message };
  return { status: 'rechazado', code: line.code, message: line.message };
}

/** Back-off after `failures` failed sends in a row: 1, 2, 4... minutes, at most an hour. */
export const retryDelayMs = (failures: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, failures - 1));

/** PUT .../verifactu/certificate: the PKCS#12 file (.p12/.pfx) in base64 and its password. */
export const verifactuCertificateSchema = z.strictObject({
  pkcs12: z.string().check(
    z.minLength(1, 'Falta el certificado'),
    z.maxLength(200_000, 'El certificado es demasiado grande'),
    z.refine((v) => /^[A-Za-z0-9+/\r\n]+={0,2}\s*$/.test(v), 'El certificado debe ir en base64'),
  ),
  // A password is kept as typed (not trimmed), as the identity's passwords are.
  password: z.string().check(wellFormed(), z.minLength(1, 'Falta la contraseña del certificado'), z.maxLength(200)),
});
export type VerifactuCertificateInput = z.infer<typeof verifactuCertificateSchema>;

/**
 * GET .../verifactu/states: the states of some records (`ids`, comma separated, at most 100: a page of the records
 * list), or the records the agency refused or accepted with errors (`status`); one of the two.
 */
export const billingRecordStatesQuerySchema = z
  .strictObject({
    ids: z.optional(
      z
        .string()
        .check(
          z.refine(
            (v) => v.split(',').length <= 100 && v.split(',').every((id) => /^[A-Z0-9-]{1,12}_\d{9}$/.test(id)),
            'Indica hasta 100 registros',
          ),
        ),
    ),
    status: z.optional(z.enum(['rechazado', 'aceptado_con_errores'])),
  })
  .check(z.refine((q) => !!q.ids !== !!q.status, { message: 'Indica los registros o el estado', path: ['ids'] }));
export type BillingRecordStatesQuery = z.infer<typeof billingRecordStatesQuerySchema>;

/** What the API says of the certificate: never its content nor its password. */
export interface VerifactuCertificateInfo {
  hasCertificate: boolean;
  subject: string | null;
  /** ISO instant. */
  validTo: string | null;
}

/** GET .../verifactu/sending: the issuer's queue as the sender sees it. */
export interface VerifactuSendingStatus extends VerifactuCertificateInfo {
  /** Records not answered yet (pending or being sent). */
  pending: number;
  /** The submission sending now, if any. */
  sendingSubmissionId: string | null;
  /** No send before this instant (the agency's waiting time or the back-off). */
  nextAttemptAt: string | null;
  failures: number;
  /** Why the last attempt did not send (no certificate, agency unreachable...), in Spanish. */
  lastError: string | null;
}

/** What one run of the sender did for an issuer. */
export type SendOutcome =
  | { result: 'nothing' }
  | { result: 'waiting'; until: string }
  | { result: 'busy' }
  | { result: 'blocked'; reason: string }
  | { result: 'sent'; submissionId: string; records: number; status: string; waitSeconds: number }
  | { result: 'failed'; submissionId: string; records: number; reason: string; nextAttemptAt: string };
