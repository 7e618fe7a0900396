import { describe, expect, it } from 'vitest';
import { parseWith } from '../../../platform/validation';
import { parseAgencyAnswer, recordStateOf, retryDelayMs, soapEnvelope, verifactuCertificateSchema } from './sending';

const NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

describe('sending to the AEAT', () => {
  it('wraps the registration message in a SOAP envelope, without its XML declaration', () => {
    const envelope = soapEnvelope('<?xml version="1.0" encoding="UTF-8"?>\n<sfLR:RegFactuSistemaFacturacion/>\n');
    expect(envelope).toContain('<soapenv:Body><sfLR:RegFactuSistemaFacturacion/></soapenv:Body></soapenv:Envelope>');
    expect(envelope.match(/<\?xml/g)).toHaveLength(1);
  });

  it('reads the answer: the message state, the waiting time and each line with its code and message', () => {
    const answer = parseAgencyAnswer(
      `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>` +
        `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS}/RespuestaSuministro.xsd" xmlns:tik="${NS}/SuministroInformacion.xsd">` +
        `<tikR:CSV>A-123</tikR:CSV><tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>X</tik:NombreRazon><tik:NIF>B12345674</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
        `<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>` +
        `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>B-000001</tik:NumSerieFactura>` +
        `<tik:FechaExpedicionFactura>01-01-2027</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion>` +
        `<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>1104</tikR:CodigoErrorRegistro>` +
        `<tikR:DescripcionErrorRegistro>NIF &amp; nombre</tikR:DescripcionErrorRegistro></tikR:RespuestaLinea>` +
        `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
    );
    expect(answer).toEqual({
      kind: 'answer',
      status: 'ParcialmenteCorrecto',
      waitSeconds: 60,
      csv: 'A-123',
      lines: [{ number: 'B-000001', operation: 'Alta', status: 'Incorrecto', code: '1104', message: 'NIF & nombre' }],
    });
  });

  it('reads a SOAP fault, and refuses what is not an answer', () => {
    expect(
      parseAgencyAnswer(
        '<env:Envelope xmlns:env="x"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102]</faultstring></env:Fault></env:Body></env:Envelope>',
      ),
    ).toEqual({ kind: 'fault', code: 'env:Client', message: 'Codigo[4102]' });
    expect(() => parseAgencyAnswer('<html>Servicio no disponible</html>')).toThrow();
  });

  it('maps each line to a state; a duplicate is a record the agency already holds', () => {
    const line = { number: 'B-1', operation: 'Alta' as const, code: null, message: null };
    expect(recordStateOf({ ...line, status: 'Correcto' }, 'Correcto').status).toBe('aceptado');
    expect(recordStateOf({ ...line, status: 'AceptadoConErrores', code: '2004' }, 'Correcto')).toMatchObject({
      status: 'aceptado_con_errores',
      code: '2004',
    });
    expect(recordStateOf({ ...line, status: 'Incorrecto', code: '1104' }, 'Incorrecto').status).toBe('rechazado');
    expect(recordStateOf({ ...line, status: 'Incorrecto', code: '3000' }, 'Incorrecto').status).toBe('aceptado');
    expect(recordStateOf(undefined, 'Correcto').status).toBe('aceptado');
    expect(recordStateOf(undefined, 'Incorrecto').status).toBe('rechazado');
  });

  it('backs off 1, 2, 4... minutes, at most an hour', () => {
    expect([1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});

describe('the certificate upload', () => {
  it('keeps the password as typed and refuses what is not base64', () => {
    expect(parseWith(verifactuCertificateSchema, { pkcs12: 'MIIK+g==', password: ' clave ' })).toEqual({
      success: true,
      data: { pkcs12: 'MIIK+g==', password: ' clave ' },
    });
    const refused = parseWith(verifactuCertificateSchema, { pkcs12: 'no es base64', password: '\ud800' });
    expect(refused.success).toBe(false);
    expect(Object.keys(refused.success ? {} : refused.fields).sort()).toEqual(['password', 'pkcs12']);
  });
});
