/** The configuration's collections under organizations/{orgId}/. */
export const CONFIGURATION_COLLECTIONS = {
  locations: 'locations',
  employees: 'employees',
} as const;
