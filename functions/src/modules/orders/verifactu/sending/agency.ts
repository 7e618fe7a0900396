import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { VerifactuEnvironment } from '@plataforma/domain';

/**
 * The AEAT's VERI*FACTU web service (SistemaFacturacion.wsdl, service sfVerifactu): SOAP 1.1 over HTTPS with the
 * issuer's client certificate. The endpoint of each environment can be replaced by `VERIFACTU_ENDPOINT_PRUEBAS` /
 * `VERIFACTU_ENDPOINT_PRODUCCION` (a fake agency in tests), and `VERIFACTU_AGENCY_CA` (a PEM file) adds a CA to
 * trust (the fake agency's self-signed certificate); `VERIFACTU_TIMEOUT_MS` bounds a send (default 60 s).
 */
export const AGENCY_ENDPOINTS: Record<VerifactuEnvironment, string> = {
  // The WSDL's SistemaVerifactuPruebas port.
  pruebas: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  // The production port (the WSDL in the AEAT's technical documents; to confirm before going live).
  produccion: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
};

export function agencyEndpoint(environment: VerifactuEnvironment): string {
  const configured =
    environment === 'pruebas' ? process.env.VERIFACTU_ENDPOINT_PRUEBAS : process.env.VERIFACTU_ENDPOINT_PRODUCCION;
  return configured || AGENCY_ENDPOINTS[environment];
}

/** The send did not get an answer to read (unreachable, timeout, an HTTP error without a SOAP body): retry later. */
export class AgencyUnreachable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'AgencyUnreachable';
  }
}

/** POSTs the envelope; resolves with the SOAP body the agency answered (a fault included), rejects AgencyUnreachable. */
export function postToAgency(
  endpoint: string,
  envelope: string,
  certificate: { pfx: Buffer; passphrase: string },
): Promise<string> {
  const timeout = Number(process.env.VERIFACTU_TIMEOUT_MS) || 60_000;
  const caFile = process.env.VERIFACTU_AGENCY_CA;
  return new Promise((resolve, reject) => {
    const body = Buffer.from(envelope, 'utf8');
    const req = request(
      endpoint,
      {
        method: 'POST',
        pfx: certificate.pfx,
        passphrase: certificate.passphrase,
        ...(caFile ? { ca: readFileSync(caFile) } : {}),
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          'Content-Length': body.length,
          SOAPAction: '""',
        },
        timeout,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new AgencyUnreachable(error.message)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // A SOAP fault comes with HTTP 500: it is an answer. Anything else that is not 200 is not.
          if (res.statusCode === 200 || /<(?:[\w-]+:)?Fault[\s>]/.test(text)) resolve(text);
          else reject(new AgencyUnreachable(`HTTP ${res.statusCode}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => reject(new AgencyUnreachable(error.message)));
    req.end(body);
  });
}
