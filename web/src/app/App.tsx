import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, as MUI's own does for a theme without CSS variables: MUI's ThemeProvider also carries the
// CSS-variables provider (~5 KB gzipped on every page) that this theme never uses.
import { ThemeProvider } from '@mui/system';
import { theme } from '../theme';

// `vars: null`, as MUI's provider sets for such a theme (no CSS variables inherited from an outer theme).
const appTheme = { ...theme, vars: null };
import { routes } from './routes';

/** The theme around the router. Server state is provided by the layouts that use it (not the auth pages). */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
