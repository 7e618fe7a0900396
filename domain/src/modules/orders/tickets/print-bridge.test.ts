import { describe, expect, it } from 'vitest';
import { bytesToBase64, parseBridgeMessage, printBridgeRequestSchema } from './print-bridge';

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
    ])
      expect(printBridgeRequestSchema.safeParse(bad).success).toBe(false);
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
