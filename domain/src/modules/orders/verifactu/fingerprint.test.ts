import { describe, expect, it } from 'vitest';
import {
  cancellationFingerprint,
  cancellationFingerprintInput,
  registrationFingerprint,
  registrationFingerprintInput,
} from './fingerprint';
import { sha256Hex } from './sha256';

// The AEAT's examples: 'Detalle de las especificaciones técnicas para la generación de la huella o hash de los
// registros de facturación' (v0.1.2), section 6: two chained registration records and a cancellation of the second.
const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CANCELLATION = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('the fingerprint (huella)', () => {
  it('reproduces the AEAT example of a first registration record', () => {
    const fields = {
      IDEmisorFactura: '89890001K',
      NumSerieFactura: '12345678/G33',
      FechaExpedicionFactura: '01-01-2024',
      TipoFactura: 'F1',
      CuotaTotal: '12.35',
      ImporteTotal: '123.45',
      Huella: '',
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
    };
    expect(registrationFingerprintInput(fields)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&' +
        'CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(registrationFingerprint(fields)).toBe(FIRST);
  });

  it('reproduces the AEAT example of a registration record chained to the first', () => {
    expect(
      registrationFingerprint({
        IDEmisorFactura: '89890001K',
        NumSerieFactura: '12345679/G34',
        FechaExpedicionFactura: '01-01-2024',
        TipoFactura: 'F1',
        CuotaTotal: '12.35',
        ImporteTotal: '123.45',
        Huella: FIRST,
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe(SECOND);
  });

  it('reproduces the AEAT example of a cancellation record', () => {
    const fields = {
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      Huella: SECOND,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    };
    expect(cancellationFingerprintInput(fields)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&' +
        `Huella=${SECOND}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(cancellationFingerprint(fields)).toBe(CANCELLATION);
  });

  it('trims the values, as the specification asks', () => {
    expect(
      registrationFingerprint({
        IDEmisorFactura: ' 89890001K',
        NumSerieFactura: '12345678/G33 ',
        FechaExpedicionFactura: '01-01-2024',
        TipoFactura: 'F1',
        CuotaTotal: '12.35',
        ImporteTotal: '123.45',
        Huella: '',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
      }),
    ).toBe(FIRST);
  });
});

describe('sha256Hex', () => {
  // FIPS 180-4's examples (one and two blocks), the empty text, and a text with 2-, 3- and 4-byte UTF-8 characters
  // (its hash from node:crypto).
  it.each([
    ['', 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855'],
    ['abc', 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248D6A61D20638B8E5C026930C3E6039A33CE45964FF2167F6ECEDD419DB06C1',
    ],
    ['Café «Ñandú» 12,50 € 𝄞', 'D9683BB996F52201D9530A8EB3C43A450231064CFEC6F4139246327F545E050C'],
  ])('hashes %j', (text, hash) => expect(sha256Hex(text)).toBe(hash));
});
