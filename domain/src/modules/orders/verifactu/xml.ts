import { FINGERPRINT_TYPE } from './fingerprint';
import { formatAmount, type BillingRecord, type ChainLink, type InvoiceId, type SoftwareId } from './records';

/**
 * The registration message of the AEAT's web service (`RegFactuSistemaFacturacion`, schemas SuministroLR.xsd and
 * SuministroInformacion.xsd, version 1.0) for some records of one issuer: the header with the issuer, then each
 * record, registration (RegistroAlta) or cancellation (RegistroAnulacion), its elements in the schema's order. The
 * SOAP envelope and the sending are the sender's. Validated against the official schemas in a test (xmllint).
 */
const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const AEAT_NAMESPACES = { sfLR: `${BASE}/SuministroLR.xsd`, sf: `${BASE}/SuministroInformacion.xsd` };
const VERSION = '1.0';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Node = string | [name: string, children: Node[] | string];
const sf = (name: string, children: Node[] | string): Node => [`sf:${name}`, children];

function render(node: Node): string {
  if (typeof node === 'string') return node;
  const [name, children] = node;
  const body = typeof children === 'string' ? escape(children) : children.map(render).join('');
  return `<${name}>${body}</${name}>`;
}

const invoiceId = (invoice: InvoiceId): Node[] => [
  sf('IDEmisorFactura', invoice.issuerTaxId),
  sf('NumSerieFactura', invoice.number),
  sf('FechaExpedicionFactura', invoice.date),
];

const chaining = (previous: ChainLink | null): Node =>
  sf(
    'Encadenamiento',
    previous
      ? [sf('RegistroAnterior', [...invoiceId(previous.invoice), sf('Huella', previous.fingerprint)])]
      : [sf('PrimerRegistro', 'S')],
  );

const software = (id: SoftwareId): Node =>
  sf('SistemaInformatico', [
    sf('NombreRazon', id.producerName),
    sf('NIF', id.producerTaxId),
    sf('NombreSistemaInformatico', id.name),
    sf('IdSistemaInformatico', id.id),
    sf('Version', id.version),
    sf('NumeroInstalacion', id.installation),
    // Only VERI*FACTU; many issuers (organizations) share the software, each record is one issuer's.
    sf('TipoUsoPosibleSoloVerifactu', 'S'),
    sf('TipoUsoPosibleMultiOT', 'S'),
    sf('IndicadorMultiplesOT', 'N'),
  ]);

const trailer = (record: BillingRecord): Node[] => [
  chaining(record.previous),
  software(record.software),
  sf('FechaHoraHusoGenRegistro', record.generatedAt),
  sf('TipoHuella', FINGERPRINT_TYPE),
  sf('Huella', record.fingerprint),
];

function recordNode(record: BillingRecord): Node {
  if (record.kind === 'anulacion')
    return sf('RegistroAnulacion', [
      sf('IDVersion', VERSION),
      sf('IDFactura', [
        sf('IDEmisorFacturaAnulada', record.invoice.issuerTaxId),
        sf('NumSerieFacturaAnulada', record.invoice.number),
        sf('FechaExpedicionFacturaAnulada', record.invoice.date),
      ]),
      ...(record.withoutPrevious ? [sf('SinRegistroPrevio', 'S')] : []),
      ...trailer(record),
    ]);
  return sf('RegistroAlta', [
    sf('IDVersion', VERSION),
    sf('IDFactura', invoiceId(record.invoice)),
    sf('NombreRazonEmisor', record.issuerName.slice(0, 120)),
    ...(record.correction
      ? [sf('Subsanacion', 'S'), sf('RechazoPrevio', record.correction.rejectedBefore ? 'S' : 'N')]
      : []),
    sf('TipoFactura', record.invoiceType),
    ...(record.rectifyingType ? [sf('TipoRectificativa', record.rectifyingType)] : []),
    ...(record.rectified?.length
      ? [
          sf(
            'FacturasRectificadas',
            record.rectified.map((invoice) => sf('IDFacturaRectificada', invoiceId(invoice))),
          ),
        ]
      : []),
    sf('DescripcionOperacion', record.description.slice(0, 500)),
    sf('Desglose', [
      ...record.vat.map((row) =>
        // VAT (01), the general regime (01), subject and not exempt (S1).
        sf('DetalleDesglose', [
          sf('Impuesto', '01'),
          sf('ClaveRegimen', '01'),
          sf('CalificacionOperacion', 'S1'),
          sf('TipoImpositivo', String(row.rate)),
          sf('BaseImponibleOimporteNoSujeto', formatAmount(row.baseCents)),
          sf('CuotaRepercutida', formatAmount(row.taxCents)),
        ]),
      ),
      // Issue 17: gift vouchers sold, not subject (N1): an amount without rate or tax.
      ...(record.notSubjectCents
        ? [
            sf('DetalleDesglose', [
              sf('Impuesto', '01'),
              sf('ClaveRegimen', '01'),
              sf('CalificacionOperacion', 'N1'),
              sf('BaseImponibleOimporteNoSujeto', formatAmount(record.notSubjectCents)),
            ]),
          ]
        : []),
    ]),
    sf('CuotaTotal', formatAmount(record.totalTaxCents)),
    sf('ImporteTotal', formatAmount(record.totalCents)),
    ...trailer(record),
  ]);
}

/** The message for `records` of the issuer `issuer` (its legal name and NIF), at most 1000 records. */
export function registrationMessage(issuer: { name: string; taxId: string }, records: BillingRecord[]): string {
  if (records.length === 0 || records.length > 1000) throw new Error('A message carries 1 to 1000 records');
  const root: Node = [
    'sfLR:RegFactuSistemaFacturacion',
    [
      [
        'sfLR:Cabecera',
        [sf('ObligadoEmision', [sf('NombreRazon', issuer.name.slice(0, 120)), sf('NIF', issuer.taxId)])],
      ],
      ...records.map((record): Node => ['sfLR:RegistroFactura', [recordNode(record)]]),
    ],
  ];
  const xml = render(root).replace(
    '<sfLR:RegFactuSistemaFacturacion>',
    `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${AEAT_NAMESPACES.sfLR}" xmlns:sf="${AEAT_NAMESPACES.sf}">`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
