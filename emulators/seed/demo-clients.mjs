// CRM clients of the demo organizations as the API stores them (functions/src/modules/crm/): the resource with its
// search keys and derived fields, and the unique keys of its e-mail, phone and tax id. Used by modules/crm.mjs (Casa
// Lola) and modules/elearning.mjs (the academy's students); kept out of modules/ because every file there is a
// module's seed.
import { createHash } from 'node:crypto';

/** clientKeys/{field}-{sha256 of the value}: as functions/src/modules/crm/keys.ts names them. */
export const clientKeyId = (field, value) => `${field}-${createHash('sha256').update(value).digest('hex')}`;

/** What withMeta adds to a resource: its search keys and its times. */
export const stored = (domain, text, fields, createdAt) => ({
  ...fields,
  searchTokens: domain.searchTokens(text),
  createdAt,
  updatedAt: createdAt,
});

/**
 * A client's stored document from the body a form sends (`marketingConsent: { granted, how }`), created at
 * `createdAt`, and its unique keys ({ key id: { clientId } }).
 */
export function storedClient(domain, id, body, createdAt) {
  const consent = body.marketingConsent.granted
    ? { granted: true, at: createdAt.toISOString(), how: body.marketingConsent.how }
    : { granted: false, at: null, how: null };
  const doc = {
    ...body,
    marketingConsent: consent,
    sortName: domain.foldText(domain.clientName(body)),
    tagKeys: body.tags.map(domain.foldText),
    birthMonthDay: domain.birthMonthDayOf(body.birthday),
  };
  const keys = Object.fromEntries(
    Object.entries(domain.clientUniqueValues(doc)).map(([field, value]) => [
      clientKeyId(field, value),
      { clientId: id },
    ]),
  );
  return { doc: stored(domain, domain.clientSearchText(doc), doc, createdAt), keys };
}
