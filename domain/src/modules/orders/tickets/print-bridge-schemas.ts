import * as z from 'zod/mini';
import { PAPER_WIDTHS, type PaperWidth } from './layout';
import {
  parsePrinterAddress,
  PRINT_BRIDGE_VERSION,
  PRINTER_ADDRESS_MAX,
  type PrintBridgeErrorCode,
} from './print-bridge';

/*
 * The print bridge's messages as schemas, and how each side reads them (the contract is described in
 * print-bridge.ts). Apart from the constants so that a screen that prints loads zod only when it talks to the bridge.
 */

const id = z.string().check(z.minLength(1), z.maxLength(64));
const address = z.string().check(z.refine((value) => parsePrinterAddress(value) !== null));
const version = z.literal(PRINT_BRIDGE_VERSION);
const paperWidth = z.union(PAPER_WIDTHS.map((w) => z.literal(w)) as [z.ZodMiniLiteral<PaperWidth>]);
/** Standard base64 with its padding: whole groups of four characters, at least one byte. */
const BASE64_TEXT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;

export const listDevicesRequestSchema = z.strictObject({ v: version, id, type: z.literal('listDevices') });
export const connectRequestSchema = z.strictObject({ v: version, id, type: z.literal('connect'), address });
export const printRequestSchema = z.strictObject({
  v: version,
  id,
  type: z.literal('print'),
  address,
  paperWidth,
  dataBase64: z.string().check(z.regex(BASE64_TEXT)),
});
export const printBridgeRequestSchema = z.discriminatedUnion('type', [
  listDevicesRequestSchema,
  connectRequestSchema,
  printRequestSchema,
]);
export type PrintBridgeRequest = z.infer<typeof printBridgeRequestSchema>;
export type PrintBridgeRequestType = PrintBridgeRequest['type'];

/**
 * A printer of `listDevices`. Its address is read loosely (a string of up to 64 characters): the web lists only the
 * addresses it knows how to use ({@link parsePrinterAddress}), so a later kind of printer does not break the list.
 */
export const pairedDeviceSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  address: z.string().check(z.minLength(1), z.maxLength(PRINTER_ADDRESS_MAX)),
  paperWidth: z.optional(paperWidth),
});
export type PairedDevice = z.infer<typeof pairedDeviceSchema>;

/** Answers: unknown extra fields are tolerated (Android may add some), an unknown `v` is not. */
export const printBridgeSuccessSchema = z.object({
  v: version,
  id,
  ok: z.literal(true),
  devices: z.optional(z.array(pairedDeviceSchema)),
});
export const printBridgeFailureSchema = z.object({
  v: version,
  id: z.string().check(z.maxLength(64)),
  ok: z.literal(false),
  error: z.object({ code: z.string().check(z.maxLength(64)), message: z._default(z.string(), '') }),
});
export const printBridgeResponseSchema = z.union([printBridgeSuccessSchema, printBridgeFailureSchema]);
export type PrintBridgeResponse = z.infer<typeof printBridgeResponseSchema>;
export type PrintBridgeSuccess = z.infer<typeof printBridgeSuccessSchema>;
export type PrintBridgeFailure = z.infer<typeof printBridgeFailureSchema>;

export type ReadBridgeRequest =
  | { ok: true; request: PrintBridgeRequest }
  | { ok: false; id: string; code: Extract<PrintBridgeErrorCode, 'bad_request' | 'unsupported_version'> };

/**
 * How Android reads a request (JSON text): the reference the Java core follows, and what the contract fixtures are
 * made with. Not JSON or not an object: `bad_request`; a `v` other than 1 (or none): `unsupported_version`; then the
 * request's schema. A refusal carries the request's `id` when it is a string of at most 64 characters, else `""`.
 */
export function readBridgeRequest(text: string): ReadBridgeRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, id: '', code: 'bad_request' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, id: '', code: 'bad_request' };
  const record = value as Record<string, unknown>;
  const id = typeof record.id === 'string' && record.id.length <= 64 ? record.id : '';
  if (record.v !== PRINT_BRIDGE_VERSION) return { ok: false, id, code: 'unsupported_version' };
  const parsed = printBridgeRequestSchema.safeParse(value);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, id, code: 'bad_request' };
}

export type ParsedBridgeMessage =
  | { kind: 'response'; response: PrintBridgeResponse }
  /** A readable answer of a version this app does not know: the request with that id fails. */
  | { kind: 'unsupportedVersion'; id: string | null; version: unknown }
  | { kind: 'invalid' };

/** Reads a message from Android (`event.data`: JSON text, or an already parsed object). */
export function parseBridgeMessage(data: unknown): ParsedBridgeMessage {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (typeof value !== 'object' || value === null) return { kind: 'invalid' };
  const record = value as Record<string, unknown>;
  if (record.v !== PRINT_BRIDGE_VERSION)
    return { kind: 'unsupportedVersion', id: typeof record.id === 'string' ? record.id : null, version: record.v };
  const parsed = printBridgeResponseSchema.safeParse(value);
  return parsed.success ? { kind: 'response', response: parsed.data } : { kind: 'invalid' };
}
