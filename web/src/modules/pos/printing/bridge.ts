import {
  bytesToBase64,
  type ParsedBridgeMessage,
  parsePrinterAddress,
  PRINT_BRIDGE_OBJECT,
  PRINT_BRIDGE_TIMEOUTS_MS,
  PRINT_BRIDGE_VERSION,
  type PairedDevice,
  type PaperWidth,
  type PrintBridgeRequest,
  type PrintBridgeSuccess,
} from '@plataforma/domain';

/**
 * The web side of the Android print bridge (the message format and its transport are specified in domain's
 * `modules/orders/tickets/print-bridge.ts`): finds the object the wrapper injects, sends requests with ids and
 * timeouts, and matches the answers to them.
 */

/** The object `WebViewCompat.addWebMessageListener` injects (a subset of its interface). */
export interface InjectedPrinterObject {
  postMessage(message: string): void;
  addEventListener?(type: 'message', listener: (event: { data: unknown }) => void): void;
  onmessage?: ((event: { data: unknown }) => void) | null;
}

/** A refusal or a failure of the bridge: `code` is one of the bridge's error codes, 'timeout' or another string. */
export class PrintBridgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PrintBridgeError';
  }
}

export interface PrintBridge {
  /** The paired Bluetooth and saved network printers (only those whose address this client knows how to use). */
  listDevices(): Promise<PairedDevice[]>;
  connect(address: string): Promise<void>;
  print(address: string, paperWidth: PaperWidth, bytes: Uint8Array): Promise<void>;
}

/** The injected object, when this page runs inside the Android wrapper (and on the origin it allows). */
export function findInjectedPrinter(scope: object = globalThis): InjectedPrinterObject | null {
  const candidate = (scope as Record<string, unknown>)[PRINT_BRIDGE_OBJECT];
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as InjectedPrinterObject).postMessage === 'function'
    ? (candidate as InjectedPrinterObject)
    : null;
}

type Pending = { resolve: (answer: PrintBridgeSuccess) => void; reject: (error: Error) => void; timer: number };
type RequestBody =
  | { type: 'listDevices' }
  | { type: 'connect'; address: string }
  | { type: 'print'; address: string; paperWidth: PaperWidth; dataBase64: string };

/** The reader of the bridge's answers (zod's schemas), loaded once, with the first request of the page. */
let reader: Promise<(data: unknown) => ParsedBridgeMessage> | null = null;
const loadReader = () =>
  (reader ??= import('./bridge-messages').then(
    (module) => module.parseBridgeMessage,
    (error: unknown) => {
      reader = null; // Tried again with the next request.
      throw new PrintBridgeError('unknown', error instanceof Error ? error.message : String(error));
    },
  ));

let sequence = 0;
const nextId = () => `${Date.now().toString(36)}-${(++sequence).toString(36)}`;

/** A client over an injected object: one listener for all answers, requests matched by id. */
export function createPrintBridge(
  target: InjectedPrinterObject,
  timeouts: Record<RequestBody['type'], number> = PRINT_BRIDGE_TIMEOUTS_MS,
): PrintBridge {
  const pending = new Map<string, Pending>();
  /** Set before the first request is posted: an answer never comes before it. */
  let parse: ((data: unknown) => ParsedBridgeMessage) | null = null;

  const settle = (id: string, outcome: { answer: PrintBridgeSuccess } | { error: Error }) => {
    const request = pending.get(id);
    if (!request) return; // Late (after its timeout) or not ours.
    pending.delete(id);
    window.clearTimeout(request.timer);
    if ('answer' in outcome) request.resolve(outcome.answer);
    else request.reject(outcome.error);
  };

  const onMessage = (event: { data: unknown }) => {
    if (!parse) return; // Nothing asked yet: nothing to answer.
    const message = parse(event.data);
    if (message.kind === 'unsupportedVersion') {
      if (message.id !== null)
        settle(message.id, {
          error: new PrintBridgeError(
            'unsupported_version',
            `Print bridge answered version ${String(message.version)}`,
          ),
        });
    } else if (message.kind === 'response') {
      const { response } = message;
      settle(
        response.id,
        response.ok
          ? { answer: response }
          : { error: new PrintBridgeError(response.error.code, response.error.message || response.error.code) },
      );
    }
  };
  if (typeof target.addEventListener === 'function') target.addEventListener('message', onMessage);
  else target.onmessage = onMessage;

  const send = async (body: RequestBody): Promise<PrintBridgeSuccess> => {
    parse ??= await loadReader();
    return new Promise((resolve, reject) => {
      const id = nextId();
      const request = { v: PRINT_BRIDGE_VERSION, id, ...body } satisfies PrintBridgeRequest;
      const timer = window.setTimeout(
        () => settle(id, { error: new PrintBridgeError('timeout', `Print bridge: no answer to ${body.type}`) }),
        timeouts[body.type],
      );
      pending.set(id, { resolve, reject, timer });
      try {
        target.postMessage(JSON.stringify(request));
      } catch (error) {
        settle(id, { error: new PrintBridgeError('unknown', error instanceof Error ? error.message : String(error)) });
      }
    });
  };

  return {
    listDevices: async () =>
      ((await send({ type: 'listDevices' })).devices ?? []).filter((device) => parsePrinterAddress(device.address)),
    connect: async (address) => {
      await send({ type: 'connect', address });
    },
    print: async (address, paperWidth, bytes) => {
      await send({ type: 'print', address, paperWidth, dataBase64: bytesToBase64(bytes) });
    },
  };
}

const clients = new WeakMap<InjectedPrinterObject, PrintBridge>();

/** The bridge of this page, or null in a plain browser (then tickets go to the browser's print dialog). */
export function getPrintBridge(): PrintBridge | null {
  const target = findInjectedPrinter();
  if (!target) return null;
  let client = clients.get(target);
  if (!client) {
    client = createPrintBridge(target);
    clients.set(target, client);
  }
  return client;
}
