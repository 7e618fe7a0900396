import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaFile } from '@plataforma/domain';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderInOrganization } from '../../test/render-in-organization';
import { MediaFileField } from './MediaFileField';

const document = (id: string, name: string): MediaFile => ({
  id,
  kind: 'document',
  name,
  type: 'application/pdf',
  width: 0,
  height: 0,
  bytes: 1200,
  sizes: [],
  usedBy: [],
  urls: [`/api/organizations/o1/media/${id}/file.pdf`],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const TEMA_1 = document('m1', 'Tema 1.pdf');
const UPLOADED = document('m2', 'apuntes.pdf');

/** The server: the organization's documents, and an upload that stores `apuntes.pdf`. */
const answers = (call: ApiCall) => {
  if (call.path !== '/media') return undefined;
  if (call.method === 'POST') return { status: 201, body: UPLOADED };
  return { body: { items: [TEMA_1] } };
};

/** The field in a form's place: it holds the id. */
function Holder({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <MediaFileField value={value} onChange={setValue} label="Archivo de la lección" error={error} />
      <output>{value ?? 'ninguno'}</output>
    </>
  );
}

describe('MediaFileField', () => {
  it('shows the chosen PDF by name, as a link that opens it', async () => {
    fakeApi('manager', answers);
    renderInOrganization(<Holder initial="m1" />, '/casa-lola/elearning');
    const link = await screen.findByRole('link', { name: 'Tema 1.pdf' });
    expect(link).toHaveAttribute('href', '/api/organizations/o1/media/m1/file.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar PDF' }));
    expect(screen.getByText('Sin archivo')).toBeInTheDocument();
    expect(screen.getByText('ninguno')).toBeInTheDocument();
  });

  it('uploads a chosen PDF and shows it', async () => {
    const user = userEvent.setup();
    const calls = fakeApi('manager', answers);
    renderInOrganization(<Holder />, '/casa-lola/elearning');
    const input = await screen.findByLabelText('Subir PDF');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.upload(input, new File(['%PDF-1.4'], 'apuntes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'apuntes.pdf' })).toHaveAttribute(
      'href',
      '/api/organizations/o1/media/m2/file.pdf',
    );
    expect(screen.getByText('m2')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect([sent.query.get('name'), sent.contentType]).toEqual(['apuntes.pdf', 'application/pdf']);
    expect(calls.find((call) => call.method === 'GET')!.query.get('kind')).toBe('document');
  });

  it('picks a PDF already uploaded', async () => {
    const user = userEvent.setup();
    fakeApi('manager', answers);
    renderInOrganization(<Holder />, '/casa-lola/elearning');
    const pick = await screen.findByLabelText('O elige un PDF ya subido');
    await user.selectOptions(pick, 'Tema 1.pdf');
    expect(screen.getByText('m1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tema 1.pdf' })).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF without sending it, and shows the form error', async () => {
    const calls = fakeApi('manager', answers);
    renderInOrganization(<Holder error="Sube o elige el archivo de la lección" />, '/casa-lola/elearning');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sube o elige el archivo de la lección');
    // applyAccept off: a user can pick any file in the dialog ('Todos los archivos').
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Subir PDF'), new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no es un documento PDF');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
    expect(screen.getByText('ninguno')).toBeInTheDocument();
  });
});
