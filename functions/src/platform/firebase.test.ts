import { describe, expect, it } from 'vitest';
import { isClosedTransaction } from './firebase';

describe('isClosedTransaction', () => {
  it("knows the emulator's ended transaction and nothing else", () => {
    const grpc = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code, details });
    expect(isClosedTransaction(grpc(3, 'Transaction is invalid or closed.'))).toBe(true);
    expect(isClosedTransaction(grpc(3, 'Value for argument "data" is not a valid Firestore document.'))).toBe(false);
    expect(isClosedTransaction(grpc(6, 'Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
  });
});
