/** What each role may do with the CRM (merged into the platform's permission table). */
export const CRM_PERMISSIONS = {
  /** See and search clients, companies and reviews, create a client (at the till too) and use the picker. */
  'crm.read': ['owner', 'admin', 'manager', 'staff'],
  /** Edit and delete, merge, import, export and the client's rights (RGPD export and erase). */
  'crm.manage': ['owner', 'admin', 'manager'],
} as const;
