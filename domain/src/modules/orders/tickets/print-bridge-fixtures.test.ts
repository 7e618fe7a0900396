import { describe, expect, it } from 'vitest';
import addresses from '../../../../../tests/fixtures/print-bridge/addresses.json';
import answers from '../../../../../tests/fixtures/print-bridge/answers.json';
import contract from '../../../../../tests/fixtures/print-bridge/contract.json';
import requests from '../../../../../tests/fixtures/print-bridge/requests.json';
import ticket from '../../../../../tests/fixtures/print-bridge/ticket.json';
import { ticketToEscPos } from './escpos';
import { bytesToBase64, PRINT_BRIDGE_ERROR_CODES } from './print-bridge';
import { parseBridgeMessage, readBridgeRequest } from './print-bridge-schemas';
import { printBridgeFixtures } from './print-bridge-fixtures';
import type { Ticket } from '../ticket';

describe('the print bridge contract fixtures (tests/fixtures/print-bridge, read by the Android core)', () => {
  it('are what the domain makes today: run `npm run fixtures:print-bridge` after changing the contract', () => {
    const files = {
      'addresses.json': addresses,
      'answers.json': answers,
      'contract.json': contract,
      'requests.json': requests,
      'ticket.json': ticket,
    };
    expect(files).toEqual(printBridgeFixtures());
  });

  it('give every request the answer the reference reader gives, in a shape the web reads', () => {
    for (const { text, answer } of [...requests.good, ...requests.bad]) {
      const read = readBridgeRequest(text);
      expect(read.ok ? read.request.id : read.id).toBe(answer.id);
      expect(parseBridgeMessage(JSON.stringify(answer)).kind).toBe('response');
    }
    // Both refusals Android makes on its own appear, with and without an id.
    const refusals = requests.bad.map(({ answer }) => `${answer.error.code}:${answer.id ? 'id' : 'none'}`);
    expect(new Set(refusals)).toEqual(
      new Set(['bad_request:id', 'bad_request:none', 'unsupported_version:id', 'unsupported_version:none']),
    );
    expect(
      requests.good.map(({ text }) => (readBridgeRequest(text) as { request: { type: string } }).request.type),
    ).toEqual(expect.arrayContaining(['listDevices', 'connect', 'print']));
  });

  it('hold answers the web accepts (every error code among them) and answers it refuses', () => {
    for (const { name, text } of answers.good) expect(parseBridgeMessage(text).kind, name).toBe('response');
    for (const { name, text } of answers.bad) expect(parseBridgeMessage(text).kind, name).not.toBe('response');
    const codes = answers.good.map(({ text }) => (JSON.parse(text) as { error?: { code: string } }).error?.code);
    expect(codes).toEqual(expect.arrayContaining([...PRINT_BRIDGE_ERROR_CODES]));
  });

  it("hold the ticket's ESC/POS bytes, in hex and in base64", () => {
    const bytes = ticketToEscPos(ticket.ticket as Ticket, 80);
    expect(ticket.bytesHex).toBe(Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
    expect(ticket.dataBase64).toBe(bytesToBase64(bytes));
    // Spanish text in code page PC858: 'ñ' is 0xA4, '€' 0xD5.
    expect(ticket.bytesHex).toContain('a4');
    expect(ticket.bytesHex).toContain('d5');
  });
});
