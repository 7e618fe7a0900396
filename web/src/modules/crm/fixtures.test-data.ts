import type { Client, Company, Review } from '@plataforma/domain';

const times = { createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };

/** A client as the API answers it; only what a test cares about is given. */
export const client = (fields: Partial<Client> & Pick<Client, 'id' | 'firstName'>): Client => ({
  lastName: '',
  email: '',
  phone: '',
  taxId: '',
  birthday: '',
  address: { street: '', city: '', postalCode: '', province: '' },
  tags: [],
  notes: '',
  companyId: '',
  company: null,
  marketingConsent: { granted: false, at: null, how: null },
  ...times,
  name: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
  ...fields,
});

export const company = (fields: Partial<Company> & Pick<Company, 'id' | 'name'>): Company => ({
  taxId: '',
  email: '',
  phone: '',
  address: { street: '', city: '', postalCode: '', province: '' },
  notes: '',
  ...times,
  ...fields,
});

export const review = (fields: Partial<Review> & Pick<Review, 'id' | 'rating'>): Review => ({
  text: '',
  source: 'manual',
  clientId: '',
  client: null,
  date: '2026-11-20',
  reply: '',
  hidden: false,
  ...times,
  ...fields,
});
