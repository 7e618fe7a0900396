import { describe, expect, it } from 'vitest';
import { bytesToBase64, parsePrinterAddress } from './print-bridge';
import { parseBridgeMessage, printBridgeRequestSchema, readBridgeRequest } from './print-bridge-schemas';

describe('print bridge messages', () => {
  it('accepts the three requests of version 1 and refuses others', () => {
    expect(printBridgeRequestSchema.safeParse({ v: 1, id: 'a1', type: 'listDevices' }).success).toBe(true);
    expect(
      printBridgeRequestSchema.safeParse({ v: 1, id: 'a2', type: 'connect', address: '66:22:B3:01:02:03' }).success,
    ).toBe(true);
    expect(
      printBridgeRequestSchema.safeParse({
        v: 1,
        id: 'a3',
        type: 'print',
        address: '66:22:B3:01:02:03',
        paperWidth: 58,
        dataBase64: 'G0AbdBM=',
      }).success,
    ).toBe(true);
    for (const bad of [
      { v: 2, id: 'a1', type: 'listDevices' },
      { v: 1, id: '', type: 'listDevices' },
      { v: 1, id: 'a1', type: 'scan' },
      { v: 1, id: 'a1', type: 'listDevices', extra: true },
      { v: 1, id: 'a3', type: 'print', address: 'x', paperWidth: 72, dataBase64: 'G0AbdBM=' },
      { v: 1, id: 'a3', type: 'print', address: 'x', paperWidth: 80, dataBase64: 'not base64!' },
      { v: 1, id: 'a3', type: 'print', address: '66:22:B3:01:02:03', paperWidth: 80, dataBase64: 'G0AbdBM' },
      { v: 1, id: 'a3', type: 'print', address: '66:22:B3:01:02:03', paperWidth: 80, dataBase64: 'G0=AbdBM' },
      { v: 1, id: 'a2', type: 'connect', address: 'MTP-II' },
      { v: 1, id: 'a2', type: 'connect', address: 'tcp://192.168.1.50' },
    ])
      expect(printBridgeRequestSchema.safeParse(bad).success).toBe(false);
  });

  it('takes a network printer by its tcp://host:port address', () => {
    expect(
      printBridgeRequestSchema.safeParse({ v: 1, id: 'a2', type: 'connect', address: 'tcp://192.168.1.50:9100' })
        .success,
    ).toBe(true);
    expect(parsePrinterAddress('tcp://192.168.1.50:9100')).toEqual({
      kind: 'network',
      address: 'tcp://192.168.1.50:9100',
      host: '192.168.1.50',
      port: 9100,
    });
    expect(parsePrinterAddress('tcp://[fe80::1]:9100')).toMatchObject({ host: 'fe80::1', port: 9100 });
    expect(parsePrinterAddress('tcp://cocina.local:65535')).toMatchObject({ host: 'cocina.local', port: 65_535 });
    expect(parsePrinterAddress('66:22:b3:01:02:0a')).toEqual({ kind: 'bluetooth', address: '66:22:b3:01:02:0a' });
    for (const bad of [
      'tcp://cocina.local:65536',
      'tcp://cocina.local:0',
      'tcp://cocina.local:09100',
      'tcp://cocina.local',
      'tcp://coci_na:9100',
      'tcp://cocina.local:9100/x',
      'http://cocina.local:9100',
      `tcp://${'a'.repeat(54)}:9100`,
      '66:22:B3:01:02',
    ])
      expect(parsePrinterAddress(bad), bad).toBeNull();
  });

  it('reads requests as Android must: unreadable, another version, or not of the schema', () => {
    expect(readBridgeRequest('{"v":1,"id":"a1","type":"listDevices"}')).toEqual({
      ok: true,
      request: { v: 1, id: 'a1', type: 'listDevices' },
    });
    expect(readBridgeRequest('{"v":1,')).toEqual({ ok: false, id: '', code: 'bad_request' });
    expect(readBridgeRequest('["a1"]')).toEqual({ ok: false, id: '', code: 'bad_request' });
    expect(readBridgeRequest('{"v":2,"id":"a1","type":"listDevices"}')).toEqual({
      ok: false,
      id: 'a1',
      code: 'unsupported_version',
    });
    expect(readBridgeRequest('{"id":"a1","type":"listDevices"}')).toMatchObject({ code: 'unsupported_version' });
    expect(readBridgeRequest('{"v":1,"id":"a1","type":"scan"}')).toEqual({ ok: false, id: 'a1', code: 'bad_request' });
    // An id too long to be one is not echoed.
    expect(readBridgeRequest(JSON.stringify({ v: 1, id: 'x'.repeat(65), type: 'listDevices' }))).toEqual({
      ok: false,
      id: '',
      code: 'bad_request',
    });
  });

  it('reads answers given as JSON text or as objects', () => {
    expect(
      parseBridgeMessage(
        JSON.stringify({ v: 1, id: 'a1', ok: true, devices: [{ name: 'MTP-II', address: '66:22:B3:01:02:03' }] }),
      ),
    ).toEqual({
      kind: 'response',
      response: { v: 1, id: 'a1', ok: true, devices: [{ name: 'MTP-II', address: '66:22:B3:01:02:03' }] },
    });
    expect(parseBridgeMessage({ v: 1, id: 'a2', ok: true })).toEqual({
      kind: 'response',
      response: { v: 1, id: 'a2', ok: true },
    });
    expect(parseBridgeMessage({ v: 1, id: 'a3', ok: false, error: { code: 'connect_failed' } })).toEqual({
      kind: 'response',
      response: { v: 1, id: 'a3', ok: false, error: { code: 'connect_failed', message: '' } },
    });
  });

  it('refuses unknown versions (naming the request) and unreadable messages', () => {
    expect(parseBridgeMessage('{"v":2,"id":"a1","ok":true}')).toEqual({
      kind: 'unsupportedVersion',
      id: 'a1',
      version: 2,
    });
    expect(parseBridgeMessage({ id: 'a1', ok: true })).toEqual({
      kind: 'unsupportedVersion',
      id: 'a1',
      version: undefined,
    });
    expect(parseBridgeMessage('not json')).toEqual({ kind: 'invalid' });
    expect(parseBridgeMessage(null)).toEqual({ kind: 'invalid' });
    expect(parseBridgeMessage({ v: 1, id: 'a1', ok: 'yes' })).toEqual({ kind: 'invalid' });
    expect(parseBridgeMessage({ v: 1, id: 'a1', ok: true, devices: [{ name: 'x' }] })).toEqual({ kind: 'invalid' });
    expect(
      parseBridgeMessage({ v: 1, id: 'a1', ok: true, devices: [{ name: 'x', address: 'tcp://h:1', paperWidth: 72 }] }),
    ).toEqual({ kind: 'invalid' });
  });

  it('encodes bytes as standard base64', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new Uint8Array([0x1b, 0x40, 0x1b, 0x74, 19]))).toBe('G0AbdBM=');
    expect(bytesToBase64(new Uint8Array([0xd5]))).toBe('1Q==');
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const { btoa } = globalThis as unknown as { btoa: (text: string) => string };
    expect(bytesToBase64(all)).toBe(btoa(String.fromCharCode(...all)));
  });
});
