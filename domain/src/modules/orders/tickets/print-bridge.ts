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
export const PRINTER_ADDRESS_MAX = 64;

/**
 * A printer's address: a Bluetooth MAC (`66:22:B3:01:02:03`, either case) or a network printer's
 * `tcp://host:port` (port 1-65535, written out; IPv6 in brackets), at most 64 characters; null for anything else.
 * The Java core of the Android app parses addresses the same way (checked against the contract fixtures).
 */
export function parsePrinterAddress(address: string): PrinterAddress | null {
  if (address.length > PRINTER_ADDRESS_MAX) return null;
  if (MAC.test(address)) return { kind: 'bluetooth', address };
  const tcp = TCP.exec(address);
  const port = Number(tcp?.[3]);
  if (!tcp || port > 65_535) return null;
  return { kind: 'network', address, host: (tcp[1] ?? tcp[2]) as string, port };
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
