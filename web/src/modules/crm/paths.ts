import { screenPath } from '../../platform/routing/paths';

/** The CRM's screens: `routes.ts` declares them with these patterns, links are built with them. */
export const crmPaths = {
  /** search: { tab: 'companies' } opens the companies. */
  list: screenPath('crm/list'),
  client: screenPath('crm/list/client/:id'),
  company: screenPath('crm/list/company/:id'),
  reviews: screenPath('crm/reviews'),
};

/** The tab of the list that shows the companies. */
export const COMPANIES_TAB = 'companies';
