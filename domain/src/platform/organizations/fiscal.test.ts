import { describe, expect, it } from 'vitest';
import { missingFiscalData } from './fiscal';

describe('the fiscal data a simplified invoice needs', () => {
  it('are the legal name and the NIF, the address is optional', () => {
    expect(missingFiscalData({ businessName: 'Casa Lola SL', taxId: 'B12345674' })).toEqual([]);
  });

  it('names what is missing, blank counting as missing', () => {
    expect(missingFiscalData({})).toEqual(['businessName', 'taxId']);
    expect(missingFiscalData({ businessName: '  ', taxId: '', address: 'Calle Mayor 1' })).toEqual([
      'businessName',
      'taxId',
    ]);
    expect(missingFiscalData({ businessName: 'Casa Lola SL' })).toEqual(['taxId']);
    expect(missingFiscalData({ taxId: 'B12345674' })).toEqual(['businessName']);
  });
});
