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
 *   Android should serialise the work per printer). The web gives up after its own timeout (10 s list, 20 s connect,
 *   30 s print) and ignores a late answer.
 * - A request with another `v`, or that cannot be read, is answered
 *   `{ v: 1, id, ok: false, error: { code: 'unsupported_version' | 'bad_request', ... } }` (with `id` if it could be
 *   read, else `""`). The web likewise refuses answers of a version it does not know.
 *
 * ## Requests (web -> Android)
 * - `{ v: 1, id, type: 'listDevices' }`: the **paired** (bonded) Bluetooth devices; no discovery, no pairing.
 *   Answer `{ v: 1, id, ok: true, devices: [{ name, address }] }` (`address` is the MAC, `AA:BB:CC:DD:EE:FF`).
 * - `{ v: 1, id, type: 'connect', address }`: opens (or checks) an RFCOMM/SPP connection to that device (SPP UUID
 *   00001101-0000-1000-8000-00805F9B34FB) and keeps it for the following prints. Answer `{ v: 1, id, ok: true }`.
 * - `{ v: 1, id, type: 'print', address, paperWidth: 58 | 80, dataBase64 }`: connects if needed, writes the bytes
 *   (`dataBase64` is standard base64 of ready ESC/POS bytes: init, code page, text, cut; Android sends them as they
 *   are, it never re-encodes text) and answers `{ v: 1, id, ok: true }` once every byte has been written.
 *   `paperWidth` is informative (the bytes are already laid out for it).
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

export const PRINT_BRIDGE_ERROR_CODES = [
  /** Bluetooth is off or the device has none. */
  'bluetooth_unavailable',
  /** The app lacks the Bluetooth permission (BLUETOOTH_CONNECT) and the person refused it. */
  'permission_denied',
  /** No paired device with that address. */
  'device_not_found',
  /** The device did not accept the connection (off, out of range, in use). */
  'connect_failed',
  /** The connection dropped or the write failed while printing. */
  'print_failed',
  /** The request could not be read (bad JSON, missing fields, bad base64). */
  'bad_request',
  /** The request's `v` is not one Android knows. */
  'unsupported_version',
] as const;
export type PrintBridgeErrorCode = (typeof PRINT_BRIDGE_ERROR_CODES)[number];

const id = z.string().check(z.minLength(1), z.maxLength(64));
const address = z.string().check(z.minLength(1), z.maxLength(64));
const version = z.literal(PRINT_BRIDGE_VERSION);

export const listDevicesRequestSchema = z.strictObject({ v: version, id, type: z.literal('listDevices') });
export const connectRequestSchema = z.strictObject({ v: version, id, type: z.literal('connect'), address });
export const printRequestSchema = z.strictObject({
  v: version,
  id,
  type: z.literal('print'),
  address,
  paperWidth: z.union(PAPER_WIDTHS.map((w) => z.literal(w)) as [z.ZodMiniLiteral<PaperWidth>]),
  dataBase64: z.string().check(z.minLength(4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export const printBridgeRequestSchema = z.discriminatedUnion('type', [
  listDevicesRequestSchema,
  connectRequestSchema,
  printRequestSchema,
]);
export type PrintBridgeRequest = z.infer<typeof printBridgeRequestSchema>;
export type PrintBridgeRequestType = PrintBridgeRequest['type'];

export const pairedDeviceSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  address,
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
