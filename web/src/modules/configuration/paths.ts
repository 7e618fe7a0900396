import { screenPath } from '../../platform/routing/paths';

/** The configuration's screens: `routes.ts` declares them with these patterns, links are built with them. */
export const configurationPaths = {
  employees: screenPath('configuration/employees'),
  employee: screenPath('configuration/employees/employee/:id'),
  locations: screenPath('configuration/locations'),
  location: screenPath('configuration/locations/location/:id'),
};
