import { buildTicket } from './build-ticket';
import { ticketToEscPos } from './escpos';
import { input } from './fixtures.test-data';
import {
  bytesToBase64,
  NETWORK_PRINTER_PORT,
  parsePrinterAddress,
  PRINT_BRIDGE_ERROR_CODES,
  PRINT_BRIDGE_OBJECT,
  PRINT_BRIDGE_SPP_UUID,
  PRINT_BRIDGE_TIMEOUTS_MS,
  PRINT_BRIDGE_VERSION,
  type PrintBridgeErrorCode,
} from './print-bridge';
import { readBridgeRequest, type PairedDevice } from './print-bridge-schemas';

/**
 * The print bridge's contract fixtures: requests (good and bad) with the answer each must get, answers the web must
 * accept or refuse, printer addresses, and a ticket's ESC/POS bytes. Written to `tests/fixtures/print-bridge/` by
 * `npm run fixtures:print-bridge`; the Java core of the Android app (android-webview/core) runs its tests on those
 * files, the domain and web tests check them, so the two sides of the bridge cannot drift apart.
 * Not exported from the domain: only the script and the tests use it.
 */

/** What the Android side is set up with while it answers the requests of `requests.json`. */
const SCENARIO = {
  paperWidth: 58,
  paired: [{ name: 'MTP-II', address: '66:22:B3:01:02:03' }],
  network: [
    { name: 'Cocina', address: 'tcp://192.168.1.50:9100' },
    { name: 'Barra', address: 'tcp://barra.local:9100' },
  ],
} as const;

const DEVICES: PairedDevice[] = [...SCENARIO.paired, ...SCENARIO.network].map((device) => ({
  ...device,
  paperWidth: SCENARIO.paperWidth,
}));

const MTP = SCENARIO.paired[0].address;
const KITCHEN = SCENARIO.network[0].address;
/** ESC @, ESC t 19, 'Hola', LF, GS V 66 0. */
const SMALL_JOB = bytesToBase64(
  new Uint8Array([0x1b, 0x40, 0x1b, 0x74, 19, 0x48, 0x6f, 0x6c, 0x61, 0x0a, 0x1d, 0x56, 66, 0]),
);
const LONG_ID = 'x'.repeat(64);

const request = (fields: Record<string, unknown>) => JSON.stringify({ v: PRINT_BRIDGE_VERSION, ...fields });
const print = (fields: Record<string, unknown>) =>
  request({ id: 'p1', type: 'print', address: MTP, paperWidth: 58, dataBase64: SMALL_JOB, ...fields });

/** Requests Android must carry out (every one answered ok, with the scenario's devices for listDevices). */
const GOOD_REQUESTS: [string, string][] = [
  ['listDevices', request({ id: 'l1', type: 'listDevices' })],
  ['connect to a paired Bluetooth printer', request({ id: 'c1', type: 'connect', address: MTP })],
  ['connect with the MAC in lower case', request({ id: 'c2', type: 'connect', address: MTP.toLowerCase() })],
  ['connect to a saved network printer', request({ id: 'c3', type: 'connect', address: KITCHEN })],
  [
    'connect to a network printer by host name',
    request({ id: 'c4', type: 'connect', address: SCENARIO.network[1].address }),
  ],
  ['print on a Bluetooth printer, 58 mm', print({})],
  ['print on a network printer, 80 mm', print({ id: 'p2', address: KITCHEN, paperWidth: 80 })],
  ['print one byte (base64 with two padding characters)', print({ id: 'p3', dataBase64: 'Cg==' })],
  ['an id of 64 characters', request({ id: LONG_ID, type: 'listDevices' })],
  ['the version written 1.0, fields in another order, spaced', ' { "type" : "listDevices", "id" : "l2", "v" : 1.0 } '],
  ['a paper width written 58.0', print({ id: 'p4' }).replace('"paperWidth":58', '"paperWidth":58.0')],
];

/** Requests Android must refuse, with `bad_request` or `unsupported_version` (see readBridgeRequest). */
const BAD_REQUESTS: [string, string][] = [
  ['not JSON', '{"v":1,"id":"b1","type":'],
  ['empty text', ''],
  ['a JSON array', '[1,"b2","listDevices"]'],
  ['a JSON string', '"listDevices"'],
  ['JSON null', 'null'],
  ['version 2', JSON.stringify({ v: 2, id: 'b3', type: 'listDevices' })],
  ['the version as text', JSON.stringify({ v: '1', id: 'b4', type: 'listDevices' })],
  ['no version', JSON.stringify({ id: 'b5', type: 'listDevices' })],
  ['version 2 with an unreadable id', JSON.stringify({ v: 2, id: 7, type: 'listDevices' })],
  ['no id', request({ type: 'listDevices' })],
  ['an empty id', request({ id: '', type: 'listDevices' })],
  ['an id of 65 characters', request({ id: `${LONG_ID}x`, type: 'listDevices' })],
  ['a numeric id', request({ id: 12, type: 'listDevices' })],
  ['no type', request({ id: 'b6' })],
  ['an unknown type', request({ id: 'b7', type: 'scan' })],
  ['an unknown field', request({ id: 'b8', type: 'listDevices', address: MTP })],
  ['connect without an address', request({ id: 'b9', type: 'connect' })],
  ['connect to a name instead of an address', request({ id: 'b10', type: 'connect', address: 'MTP-II' })],
  ['connect to a MAC of five parts', request({ id: 'b11', type: 'connect', address: '66:22:B3:01:02' })],
  ['connect to tcp without a port', request({ id: 'b12', type: 'connect', address: 'tcp://192.168.1.50' })],
  ['connect to tcp port 0', request({ id: 'b13', type: 'connect', address: 'tcp://192.168.1.50:0' })],
  ['connect to tcp port 65536', request({ id: 'b14', type: 'connect', address: 'tcp://192.168.1.50:65536' })],
  ['connect to an http address', request({ id: 'b15', type: 'connect', address: 'http://192.168.1.50:9100' })],
  ['connect to a numeric address', request({ id: 'b16', type: 'connect', address: 9100 })],
  ['print on 72 mm paper', print({ id: 'b17', paperWidth: 72 })],
  ['print with the paper width as text', print({ id: 'b18', paperWidth: '58' })],
  ['print without a paper width', request({ id: 'b19', type: 'print', address: MTP, dataBase64: SMALL_JOB })],
  ['print characters that are not base64', print({ id: 'b20', dataBase64: 'not base64!' })],
  ['print base64 of a wrong length', print({ id: 'b21', dataBase64: 'AAAAA' })],
  ['print base64 with padding inside', print({ id: 'b22', dataBase64: 'AA==AAAA' })],
  ['print nothing', print({ id: 'b23', dataBase64: '' })],
  ['print URL-safe base64', print({ id: 'b24', dataBase64: 'G0Ab-_8=' })],
];

/** Every error code, as Android answers it. */
const failure = (id: string, code: PrintBridgeErrorCode) => ({
  v: PRINT_BRIDGE_VERSION,
  id,
  ok: false,
  error: { code, message: `Example: ${code}` },
});

/** Answers the web must accept (beyond those of requests.json) and answers it must refuse. */
const GOOD_ANSWERS: [string, unknown][] = [
  ['ok', { v: 1, id: 'a1', ok: true }],
  ['devices of both kinds', { v: 1, id: 'a2', ok: true, devices: DEVICES }],
  ['no devices', { v: 1, id: 'a3', ok: true, devices: [] }],
  ['a device without a paper width or a name', { v: 1, id: 'a4', ok: true, devices: [{ name: '', address: MTP }] }],
  ['an extra field', { v: 1, id: 'a5', ok: true, battery: 80 }],
  ['a failure without a message', { v: 1, id: 'a6', ok: false, error: { code: 'connect_failed' } }],
  ['a failure to an unreadable request', failure('', 'bad_request')],
  ...PRINT_BRIDGE_ERROR_CODES.map((code): [string, unknown] => [`failure ${code}`, failure('a7', code)]),
];
const BAD_ANSWERS: [string, unknown][] = [
  ['version 2', { v: 2, id: 'a1', ok: true }],
  ['ok as text', { v: 1, id: 'a1', ok: 'yes' }],
  ['no id', { v: 1, ok: true }],
  ['a device without an address', { v: 1, id: 'a1', ok: true, devices: [{ name: 'MTP-II' }] }],
  ['a device with 72 mm paper', { v: 1, id: 'a1', ok: true, devices: [{ name: 'x', address: MTP, paperWidth: 72 }] }],
  ['a failure without a code', { v: 1, id: 'a1', ok: false, error: { message: 'broken' } }],
  ['not JSON', '{"v":1,'],
];

/** Printer addresses: how each valid one reads, and invalid ones. */
const ADDRESSES = [
  MTP,
  '66:22:b3:0a:0b:0c',
  KITCHEN,
  'tcp://barra.local:9100',
  'tcp://impresora-cocina:9100',
  'tcp://10.0.0.7:1',
  'tcp://10.0.0.7:65535',
  'tcp://[fe80::1]:9100',
  `tcp://${'a'.repeat(53)}:9100`,
  '',
  'MTP-II',
  '66:22:B3:01:02',
  '66-22-B3-01-02-03',
  '66:22:B3:01:02:0G',
  'tcp://192.168.1.50',
  'tcp://192.168.1.50:0',
  'tcp://192.168.1.50:09100',
  'tcp://192.168.1.50:65536',
  'tcp://192.168.1.50:9100/',
  'TCP://192.168.1.50:9100',
  'http://192.168.1.50:9100',
  'tcp://-cocina:9100',
  'tcp://cocina-:9100',
  'tcp://coci_na:9100',
  'tcp://cocina..local:9100',
  'tcp://:9100',
  'tcp://fe80::1:9100',
  `tcp://${'a'.repeat(54)}:9100`,
];

/** The files of tests/fixtures/print-bridge/, by name, as JSON values. */
export function printBridgeFixtures(): Record<string, unknown> {
  const ticket = buildTicket(input());
  const bytes = ticketToEscPos(ticket, 80);
  return {
    'contract.json': {
      version: PRINT_BRIDGE_VERSION,
      object: PRINT_BRIDGE_OBJECT,
      errorCodes: PRINT_BRIDGE_ERROR_CODES,
      sppUuid: PRINT_BRIDGE_SPP_UUID,
      networkPrinterPort: NETWORK_PRINTER_PORT,
      webTimeoutsMs: PRINT_BRIDGE_TIMEOUTS_MS,
      scenario: SCENARIO,
    },
    'requests.json': {
      good: GOOD_REQUESTS.map(([name, text]) => {
        const read = readBridgeRequest(text);
        if (!read.ok) throw new Error(`Good request refused: ${name}`);
        const { id, type } = read.request;
        return {
          name,
          text,
          answer: { v: PRINT_BRIDGE_VERSION, id, ok: true, ...(type === 'listDevices' && { devices: DEVICES }) },
        };
      }),
      bad: BAD_REQUESTS.map(([name, text]) => {
        const read = readBridgeRequest(text);
        if (read.ok) throw new Error(`Bad request accepted: ${name}`);
        return { name, text, answer: { v: PRINT_BRIDGE_VERSION, id: read.id, ok: false, error: { code: read.code } } };
      }),
    },
    'answers.json': {
      good: GOOD_ANSWERS.map(([name, answer]) => ({ name, text: JSON.stringify(answer) })),
      bad: BAD_ANSWERS.map(([name, answer]) => ({
        name,
        text: typeof answer === 'string' ? answer : JSON.stringify(answer),
      })),
    },
    'addresses.json': {
      good: ADDRESSES.flatMap((address) => {
        const parsed = parsePrinterAddress(address);
        return parsed ? [parsed] : [];
      }),
      bad: ADDRESSES.filter((address) => parsePrinterAddress(address) === null),
    },
    'ticket.json': {
      paperWidth: 80,
      ticket,
      dataBase64: bytesToBase64(bytes),
      bytesHex: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    },
  };
}
