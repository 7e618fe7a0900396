import { createCipheriv, createDecipheriv, createHash, randomBytes, X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { ORDERS_COLLECTIONS, type VerifactuCertificateInfo, type VerifactuCertificateInput } from '@plataforma/domain';
import { ApiError } from '../../../../platform/http/api-error';
import { organizationCollection } from '../../../../platform/organizations/repository';
import { auditIfAdmin } from '../../../../platform/organizations/service';
import type { Tenant } from '../../../../platform/organizations/tenant-router';
import { db } from '../../../../platform/firebase';

/**
 * The issuer's certificate for sending (issue 23): a PKCS#12 file and its password, checked by opening it, stored
 * encrypted with AES-256-GCM under a server key (never in Firestore in clear), never answered by the API (only
 * whether there is one, its subject and its expiry) and never logged.
 *
 * The key: `VERIFACTU_CERT_KEY` (32 bytes in base64, or any passphrase, hashed to 32 bytes). In production it comes
 * from Secret Manager (bind it to the functions as a secret); on the emulators a fixed development key is used when
 * the variable is unset. Outside the emulators, without the key, nothing is stored or sent.
 */
export interface CertificateDoc {
  /** AES-256-GCM of the JSON `{ pkcs12 (base64), password }`: iv, tag and ciphertext, base64. */
  iv: string;
  tag: string;
  data: string;
  subject: string | null;
  validTo: string | null;
  uploadedBy: string;
  uploadedAt: FieldValue;
}

const EMULATOR_KEY = 'plataforma-emulator-only-verifactu-key';

function encryptionKey(): Buffer {
  const configured = process.env.VERIFACTU_CERT_KEY;
  const onEmulators = !!process.env.FIRESTORE_EMULATOR_HOST || process.env.FUNCTIONS_EMULATOR === 'true';
  const secret = configured || (onEmulators ? EMULATOR_KEY : null);
  if (!secret) throw new Error('VERIFACTU_CERT_KEY is not set');
  const raw = Buffer.from(secret, 'base64');
  return raw.length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(secret)
    ? raw
    : createHash('sha256').update(secret).digest();
}

export const certificateRef = (organizationId: string) =>
  organizationCollection<CertificateDoc>(organizationId, ORDERS_COLLECTIONS.verifactuSending).doc('certificate');

/** The certificate's subject and expiry, read from the PKCS#12 opened with its password; 400 if it does not open. */
export function openCertificate(pkcs12: Buffer, password: string): { subject: string | null; validTo: string | null } {
  let context: ReturnType<typeof createSecureContext>;
  try {
    context = createSecureContext({ pfx: pkcs12, passphrase: password });
  } catch {
    throw new ApiError(
      'validation-failed',
      { pkcs12: 'No se puede abrir el certificado con esa contraseña' },
      'No se puede abrir el certificado con esa contraseña',
    );
  }
  try {
    // Node's secure context exposes the certificate it loaded (DER); reading it is best effort.
    const der = (context.context as { getCertificate?: () => Buffer | null }).getCertificate?.();
    if (!der) return { subject: null, validTo: null };
    const x509 = new X509Certificate(der);
    return { subject: x509.subject.replace(/\n/g, ', '), validTo: new Date(x509.validTo).toISOString() };
  } catch {
    return { subject: null, validTo: null };
  }
}

/** A platform administrator's change of the certificate goes to the audit log (its subject, never its content). */
function auditCertificate(tenant: Tenant, batch: WriteBatch, after: VerifactuCertificateInfo) {
  const { id, data } = tenant.organization;
  auditIfAdmin(tenant, batch, {
    action: 'organization.update',
    target: { type: 'organization', id, label: data.name },
    after: { verifactuCertificate: after },
  });
}

export async function storeCertificate(
  tenant: Tenant,
  input: VerifactuCertificateInput,
): Promise<VerifactuCertificateInfo> {
  const organizationId = tenant.organization.id;
  const pkcs12 = Buffer.from(input.pkcs12.replace(/\s/g, ''), 'base64');
  const { subject, validTo } = openCertificate(pkcs12, input.password);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const plain = JSON.stringify({ pkcs12: pkcs12.toString('base64'), password: input.password });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const batch = db().batch();
  batch.set(certificateRef(organizationId), {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
    subject,
    validTo,
    uploadedBy: tenant.caller.uid,
    uploadedAt: FieldValue.serverTimestamp(),
  });
  const info = { hasCertificate: true, subject, validTo };
  auditCertificate(tenant, batch, info);
  await batch.commit();
  return info;
}

export async function removeCertificate(tenant: Tenant): Promise<VerifactuCertificateInfo> {
  const batch = db().batch();
  batch.delete(certificateRef(tenant.organization.id));
  const info = { hasCertificate: false, subject: null, validTo: null };
  auditCertificate(tenant, batch, info);
  await batch.commit();
  return info;
}

export const certificateInfo = (doc: CertificateDoc | undefined): VerifactuCertificateInfo =>
  doc
    ? { hasCertificate: true, subject: doc.subject, validTo: doc.validTo }
    : { hasCertificate: false, subject: null, validTo: null };

/** The decrypted certificate for the HTTPS client; null without one. Only the sender calls it. */
export async function loadCertificate(organizationId: string): Promise<{ pfx: Buffer; passphrase: string } | null> {
  const doc = (await certificateRef(organizationId).get()).data();
  if (!doc) return null;
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(doc.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(doc.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(doc.data, 'base64')), decipher.final()]).toString('utf8');
  const { pkcs12, password } = JSON.parse(plain) as { pkcs12: string; password: string };
  return { pfx: Buffer.from(pkcs12, 'base64'), passphrase: password };
}
