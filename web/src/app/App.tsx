import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme';
import { routes } from './routes';

/** The theme around the router. Server state is provided by the layouts that use it (not the auth pages). */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
