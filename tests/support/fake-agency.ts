import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for the AEAT's VERI*FACTU web service (issue 23), for tests only: HTTPS with a self-signed
 * server certificate, asking for the client's certificate (and refusing a connection without it), checking each
 * message against the official schemas with xmllint, and answering as the agency does in the scenario the test sets.
 * It remembers which invoices it registered, so a record sent again is answered as a duplicate (3000), as the
 * agency does, unless it is a subsanación (Subsanacion 'S': accepted, and registered if it was not); a cancellation
 * (anulación) of a registered invoice is accepted, of one it does not hold refused (3002) unless it says
 * SinRegistroPrevio 'S'. Certificates are made with openssl in a temporary folder: nothing secret is committed.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/verifactu/', import.meta.url));
const RESPONSE_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const INFO_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

function openssl(args: string[], cwd: string) {
  const run = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (run.error) throw run.error; // openssl missing is a failure, not a pass
  if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
}

/**
 * Test-only certificates: the agency's server certificate and an issuer's client certificate as PKCS#12, in a new
 * temporary folder or in `folder` (for the e2e, the folder of `VERIFACTU_AGENCY_CA`, which `emulators/exec.mjs`
 * sets: the functions read the CA from there when they send).
 */
export function makeCertificates(password: string, folder?: string) {
  const dir = folder ?? mkdtempSync(join(tmpdir(), 'fake-agency-'));
  mkdirSync(dir, { recursive: true });
  openssl(
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', 'server.key', '-out', 'server.pem', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ],
    dir,
  );
  openssl(
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30'],
      ...['-keyout', 'client.key', '-out', 'client.pem', '-subj', '/CN=BAR VERIFACTU SL/serialNumber=B12345674'],
    ],
    dir,
  );
  openssl(
    [
      ...['pkcs12', '-export', '-inkey', 'client.key', '-in', 'client.pem', '-out', 'client.p12'],
      ...['-passout', `pass:${password}`],
    ],
    dir,
  );
  return {
    serverCaFile: join(dir, 'server.pem'),
    server: { key: readFileSync(join(dir, 'server.key')), cert: readFileSync(join(dir, 'server.pem')) },
    clientCert: readFileSync(join(dir, 'client.pem')),
    pkcs12: readFileSync(join(dir, 'client.p12')),
  };
}

export function validateMessage(xml: string): { ok: boolean; output: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'fake-agency-msg-')), 'message.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', join(FIXTURES, 'SuministroLR.xsd'), file], {
    env: { ...process.env, XML_CATALOG_FILES: join(FIXTURES, 'catalog.xml') },
    encoding: 'utf8',
  });
  if (run.error) throw run.error; // xmllint missing is a failure (CI installs libxml2-utils)
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** How the agency answers the next messages. */
export interface Scenario {
  /** Seconds of TiempoEsperaEnvio. */
  wait?: number;
  /** Per invoice number: the record's answer other than Correcto. */
  lines?: Record<string, { status: 'AceptadoConErrores' | 'Incorrecto'; code: string; message: string }>;
  /** Register the records but never answer (the sender's timeout ends it). */
  hang?: boolean;
  /** Runs (once) when the next message has arrived, before the agency answers it. */
  beforeAnswer?: () => Promise<void>;
}

export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  issuer: string;
  number: string;
  date: string;
  /** Subsanacion 'S', RechazoPrevio 'S', SinRegistroPrevio 'S'. */
  correction: boolean;
  rejectedBefore: boolean;
  withoutPrevious: boolean;
}

const field = (xml: string, name: string) => new RegExp(`<sf:${name}>(.*?)</sf:${name}>`).exec(xml)?.[1] ?? '';

/** The records of a registration message's body (RegistroFactura: RegistroAlta or RegistroAnulacion). */
function recordsOf(body: string): ReceivedRecord[] {
  return [...body.matchAll(/<sfLR:RegistroFactura>([\s\S]*?)<\/sfLR:RegistroFactura>/g)].map(([, record]) => {
    const cancellation = record!.startsWith('<sf:RegistroAnulacion>');
    const suffix = cancellation ? 'Anulada' : '';
    return {
      operation: cancellation ? 'Anulacion' : 'Alta',
      issuer: field(record!, `IDEmisorFactura${suffix}`),
      number: field(record!, `NumSerieFactura${suffix}`),
      date: field(record!, `FechaExpedicionFactura${suffix}`),
      correction: field(record!, 'Subsanacion') === 'S',
      rejectedBefore: field(record!, 'RechazoPrevio') === 'S',
      withoutPrevious: field(record!, 'SinRegistroPrevio') === 'S',
    };
  });
}

export interface ReceivedMessage {
  /** The URL's path and query it was posted to. */
  path: string;
  /** The invoice numbers it carried, in order (registrations and cancellations). */
  numbers: string[];
  /** Each record: its operation, invoice number and flags, in order. */
  records: ReceivedRecord[];
  valid: boolean;
  validation: string;
  /** The client certificate's subject as the TLS layer saw it. */
  clientSubject: string;
}

const line = ({ issuer, number, date, operation }: ReceivedRecord, status: string, code?: string, message?: string) =>
  `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${issuer}</tik:IDEmisorFactura>` +
  `<tik:NumSerieFactura>${number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${date}</tik:FechaExpedicionFactura>` +
  `</tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${operation}</tik:TipoOperacion></tikR:Operacion>` +
  `<tikR:EstadoRegistro>${status}</tikR:EstadoRegistro>` +
  (code ? `<tikR:CodigoErrorRegistro>${code}</tikR:CodigoErrorRegistro>` : '') +
  (message ? `<tikR:DescripcionErrorRegistro>${message}</tikR:DescripcionErrorRegistro>` : '') +
  `</tikR:RespuestaLinea>`;

export class FakeAgency {
  scenario: Scenario = {};
  readonly received: ReceivedMessage[] = [];
  /** Invoices the agency holds (registered once). */
  readonly registered = new Set<string>();
  /** Invoices it annulled. */
  readonly annulled = new Set<string>();
  private server: Server;

  constructor(certificates: ReturnType<typeof makeCertificates>) {
    this.server = createServer(
      { ...certificates.server, requestCert: true, rejectUnauthorized: true, ca: certificates.clientCert },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', async () => {
          const envelope = Buffer.concat(chunks).toString('utf8');
          const body = /<soapenv:Body>([\s\S]*)<\/soapenv:Body>/.exec(envelope)?.[1] ?? '';
          const validation = validateMessage(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
          const invoices = recordsOf(body);
          const socket = req.socket as TLSSocket;
          this.received.push({
            path: req.url ?? '',
            numbers: invoices.map((i) => i.number),
            records: invoices,
            valid: validation.ok,
            validation: validation.output,
            clientSubject: String(socket.getPeerCertificate().subject?.CN ?? ''),
          });
          if (!validation.ok) {
            res.writeHead(500, { 'Content-Type': 'text/xml' });
            res.end(
              `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault>` +
                `<faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema</faultstring>` +
                `</env:Fault></env:Body></env:Envelope>`,
            );
            return;
          }
          const { beforeAnswer } = this.scenario;
          if (beforeAnswer) {
            this.scenario = { ...this.scenario, beforeAnswer: undefined };
            await beforeAnswer();
          }
          const { wait = 0, lines = {}, hang = false } = this.scenario;
          const answers = invoices.map((record) => {
            const { number } = record;
            if (record.operation === 'Anulacion') {
              if (this.registered.has(number) || record.withoutPrevious) {
                this.registered.delete(number);
                this.annulled.add(number);
                return { ok: true, xml: line(record, 'Correcto') };
              }
              const code = this.annulled.has(number) ? '3001' : '3002';
              const text =
                code === '3001'
                  ? 'El registro de facturación ya ha sido dado de baja.'
                  : 'No existe el registro de facturación.';
              return { ok: false, xml: line(record, 'Incorrecto', code, text) };
            }
            // A number once registered stays taken, also after its annulment (the agency never reuses it).
            if ((this.registered.has(number) || this.annulled.has(number)) && !record.correction)
              return { ok: false, xml: line(record, 'Incorrecto', '3000', 'Registro de facturación duplicado.') };
            const special = lines[number];
            if (!special || special.status === 'AceptadoConErrores') this.registered.add(number);
            if (!special) return { ok: true, xml: line(record, 'Correcto') };
            return {
              ok: special.status === 'AceptadoConErrores',
              xml: line(record, special.status, special.code, special.message),
            };
          });
          if (hang) return; // registered, never answered
          const status = answers.every((a) => a.ok)
            ? 'Correcto'
            : answers.some((a) => a.ok)
              ? 'ParcialmenteCorrecto'
              : 'Incorrecto';
          res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
          res.end(
            `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">` +
              `<env:Header/><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPONSE_NS}" xmlns:tik="${INFO_NS}">` +
              `<tikR:CSV>A-FAKE${this.received.length}</tikR:CSV><tikR:Cabecera><tik:ObligadoEmision>` +
              `<tik:NombreRazon>x</tik:NombreRazon><tik:NIF>${invoices[0]?.issuer ?? ''}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
              `<tikR:TiempoEsperaEnvio>${wait}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${status}</tikR:EstadoEnvio>` +
              answers.map((a) => a.xml).join('') +
              `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
          );
        });
      },
    );
  }

  /**
   * Listens on `port` (0: any free one) and answers the endpoint's URL. For an e2e run on the emulators, start the
   * emulators with `VERIFACTU_ENDPOINT_PRUEBAS` set to this URL on a fixed port and `VERIFACTU_AGENCY_CA` to the
   * certificates' `server.pem` (the functions emulator passes its environment on to the functions).
   */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const { port: listening } = this.server.address() as AddressInfo;
    return `https://127.0.0.1:${listening}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A fake agency started for in-process API tests, with the functions' sender pointed at it (its endpoint, its CA, a
 * short timeout). Its certificates are the client's too (`pkcs12`).
 */
export async function startFakeAgency(password: string) {
  const certificates = makeCertificates(password);
  const agency = new FakeAgency(certificates);
  process.env.VERIFACTU_ENDPOINT_PRUEBAS = await agency.start();
  process.env.VERIFACTU_AGENCY_CA = certificates.serverCaFile;
  process.env.VERIFACTU_TIMEOUT_MS = '1500';
  return { agency, certificates };
}
