import * as z from 'zod/mini';
import { PAPER_WIDTHS, type PaperWidth } from './layout';

/**
 * # Print bridge: the message format between the web app and the Android wrapper (version 1)
 *
 * This is the contract the Android developer implements in `android-webview/`. The web side is
 * `web/src/modules/pos/printing/bridge.ts`.
 *
 * ## Transport
 * The Android app registers a web message listener before loading the product:
 *
 * ```kotlin
 * WebViewCompat.addWebMessageListener(webView, "PlataformaPrinter", setOf("https://<the product's origin>")) {
 *     view, message, sourceOrigin, isMainFrame, replyProxy -> ... replyProxy.postMessage(answerJson) }
 * ```
 *
 * - The object's name is {@link PRINT_BRIDGE_OBJECT} (`PlataformaPrinter`), injected as a global only into frames of
 *   the allowed origin (the product's own origin, never `*`); `isMainFrame` must be true. Do not use
 *   `addJavascriptInterface`.
 * - The web app feature-detects `globalThis.PlataformaPrinter` (an object with `postMessage`). Without it, tickets go
 *   to the browser's print dialog.
 * - Every message, both ways, is one **JSON text** (a string): the web calls
 *   `PlataformaPrinter.postMessage(JSON.stringify(request))`; Android answers with
 *   `replyProxy.postMessage(JSON.stringify(response))`, which the web receives as `event.data` of the object's
 *   `message` event (`addEventListener('message', ...)` or `onmessage`).
 * - Every request carries `v` (the version, {@link PRINT_BRIDGE_VERSION}) and an `id` (1-64 characters, unique per
 *   page). Android answers **every** request exactly once, with the same `id`, in any order (requests may overlap;
 *   Android serialises the work per printer). The web gives up after its own timeout
 *   ({@link PRINT_BRIDGE_TIMEOUTS_MS}: 10 s list, 20 s connect, 30 s print) and ignores a late answer.
 * - A request with another `v`, or that cannot be read, is answered
 *   `{ v: 1, id, ok: false, error: { code: 'unsupported_version' | 'bad_request', ... } }` (with `id` if it could be
 *   read, else `""`). The web likewise refuses answers of a version it does not know.
 *
 * ## Requests (web -> Android)
 * - `{ v: 1, id, type: 'listDevices' }`: the printers this device can use: the **paired** (bonded) Bluetooth devices
 *   (no discovery, no pairing) and the **network printers** saved in the app's settings. Answer
 *   `{ v: 1, id, ok: true, devices: [{ name, address, paperWidth? }] }`. `address` is either a Bluetooth MAC
 *   (`AA:BB:CC:DD:EE:FF`) or, for a network printer, `tcp://host:port` (ESC/POS over raw TCP, port
 *   {@link NETWORK_PRINTER_PORT} on most printers); see {@link parsePrinterAddress}. `paperWidth` (58 | 80, optional)
 *   is the paper the app was told the printer has: the web preselects it. If Bluetooth is off or not allowed but
 *   there are network printers, the answer lists those alone; with none either, it is the Bluetooth error.
 * - `{ v: 1, id, type: 'connect', address }`: opens (or checks) the connection to that printer: an RFCOMM/SPP socket
 *   (SPP UUID {@link PRINT_BRIDGE_SPP_UUID}) kept for the following prints, or a TCP connection to a saved network
 *   printer (opened and closed again: a network printer serves other tills between tickets). A `tcp://` address that
 *   is not among the saved network printers is `device_not_found` (the page cannot make the app open connections to
 *   arbitrary hosts). Answer `{ v: 1, id, ok: true }`.
 * - `{ v: 1, id, type: 'print', address, paperWidth: 58 | 80, dataBase64 }`: connects if needed, writes the bytes
 *   (`dataBase64` is standard padded base64 of ready ESC/POS bytes: init, code page, text, cut; Android sends them as
 *   they are, it never re-encodes text) and answers `{ v: 1, id, ok: true }` once every byte has been written.
 *   `paperWidth` is informative (the bytes are already laid out for it).
 * - Jobs are written one at a time per printer, in the order they arrived. A connection that breaks (or does not
 *   open) is tried once more before the request fails; the app's own timeouts end within the web's ones and answer
 *   `connect_failed` (opening) or `print_failed` (writing).
 * - Network printers are a compatible extension of version 1: an app that knows only Bluetooth never lists a
 *   `tcp://` address, so the web never sends it one; a web that knows only Bluetooth ignores `paperWidth`.
 *
 * ## Fallback
 * When the bridge is missing or fails, the web calls `window.print()` on the HTML ticket. A plain WebView ignores
 * `window.print()`; the person still sees the failure (a toast). The wrapper may implement printing of the page
 * with Android's PrintManager (`webView.createPrintDocumentAdapter`) if that fallback is wanted on the device.
 *
 * ## Errors
 * `{ v: 1, id, ok: false, error: { code, message } }`, `message` for logs (the web shows its own Spanish text by
 * `code`). Codes: {@link PRINT_BRIDGE_ERROR_CODES}; an unknown code is shown as a generic failure.
 */

export const PRINT_BRIDGE_VERSION = 1;

/** Name of the object the Android wrapper injects (WebViewCompat.addWebMessageListener's jsObjectName). */
export const PRINT_BRIDGE_OBJECT = 'PlataformaPrinter';

/** Serial Port Profile: the RFCOMM service Bluetooth thermal printers offer. */
export const PRINT_BRIDGE_SPP_UUID = '00001101-0000-1000-8000-00805F9B34FB';

/** How long the web waits for each answer, in ms: Android must answer (even a failure) within these. */
export const PRINT_BRIDGE_TIMEOUTS_MS = { listDevices: 10_000, connect: 20_000, print: 30_000 } as const;

/** The usual port of network ESC/POS printers (raw printing). */
export const NETWORK_PRINTER_PORT = 9100;

export const PRINT_BRIDGE_ERROR_CODES = [
  /** Bluetooth is off or the device has none. */
  'bluetooth_unavailable',
  /** The app lacks the Bluetooth permission (BLUETOOTH_CONNECT) and the person refused it. */
  'permission_denied',
  /** No paired device, or no saved network printer, with that address. */
  'device_not_found',
  /** The device did not accept the connection (off, out of range, in use), also after a second try or in time. */
  'connect_failed',
  /** The connection dropped or the write failed (or did not end in time) while printing, also after reconnecting. */
  'print_failed',
  /** The request could not be read (bad JSON, missing fields, bad base64). */
  'bad_request',
  /** The request's `v` is not one Android knows. */
  'unsupported_version',
] as const;
export type PrintBridgeErrorCode = (typeof PRINT_BRIDGE_ERROR_CODES)[number];

export type PrinterAddress =
  { kind: 'bluetooth'; address: string } | { kind: 'network'; address: string; host: string; port: number };
export type PrinterKind = PrinterAddress['kind'];

const MAC = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** `tcp://` then a host name or IPv4 address (dot-separated labels) or a bracketed IPv6 address, then the port. */
const TCP = new RegExp(`^tcp://(?:(${LABEL}(?:\\.${LABEL})*)|\\[([0-9A-Fa-f:.]+)\\]):([1-9][0-9]{0,4})$`);
const MAX_ADDRESS = 64;

/**
 * A printer's address: a Bluetooth MAC (`66:22:B3:01:02:03`, either case) or a network printer's
 * `tcp://host:port` (port 1-65535, written out; IPv6 in brackets), at most 64 characters; null for anything else.
 * The Java core of the Android app parses addresses the same way (checked against the contract fixtures).
 */
export function parsePrinterAddress(address: string): PrinterAddress | null {
  if (address.length > MAX_ADDRESS) return null;
  if (MAC.test(address)) return { kind: 'bluetooth', address };
  const tcp = TCP.exec(address);
  const port = Number(tcp?.[3]);
  if (!tcp || port > 65_535) return null;
  return { kind: 'network', address, host: (tcp[1] ?? tcp[2]) as string, port };
}

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
  address: z.string().check(z.minLength(1), z.maxLength(MAX_ADDRESS)),
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

/** Whether an error code is one of version 1's (others are shown as a generic failure). */
export const isPrintBridgeErrorCode = (code: string): code is PrintBridgeErrorCode =>
  (PRINT_BRIDGE_ERROR_CODES as readonly string[]).includes(code);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (with padding) of bytes, without btoa or Buffer (domain runs in both worlds). */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >> 18) & 63];
    out += BASE64[(n >> 12) & 63];
    out += b === undefined ? '=' : BASE64[(n >> 6) & 63];
    out += c === undefined ? '=' : BASE64[n & 63];
  }
  return out;
}
