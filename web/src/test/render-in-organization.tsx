import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Renders a piece inside an organization's route (Casa Lola's, as fakeApi signs in) with a fresh query client that
 * does not retry: what a till piece or a dialog needs when it is tested alone, without the app's routes.
 */
export const renderInOrganization = (ui: ReactNode, path = '/casa-lola/pos') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:organization/*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
