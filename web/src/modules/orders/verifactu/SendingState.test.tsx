import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BillingRecordStateDto } from '@plataforma/domain';
import { loadModuleMessages } from '../../../i18n';
import { SendingState } from './SendingState';

beforeAll(() => loadModuleMessages('orders', () => import('../i18n')));

const state = (extra: Partial<BillingRecordStateDto>): BillingRecordStateDto => ({
  id: 'VF_000000001',
  status: 'aceptado',
  code: null,
  message: null,
  submissionId: 's1',
  at: '2026-11-26T08:00:00.000Z',
  ...extra,
});

describe('SendingState', () => {
  it('reads as pending while the server knows no state', () => {
    const { container } = render(<SendingState state={undefined} />);
    expect(container.textContent).toBe('Pendiente de envío');
  });

  it('shows an accepted record without a reason', () => {
    const { container } = render(<SendingState state={state({})} />);
    expect(container.textContent).toBe('Aceptado');
  });

  it("shows the agency's code and message for a rejection, below and on hover", () => {
    render(
      <SendingState state={state({ status: 'rechazado', code: '4102', message: 'El NIF no está identificado' })} />,
    );
    expect(screen.getByText('Rechazado')).toBeInTheDocument();
    expect(screen.getByText('4102: El NIF no está identificado')).toBeInTheDocument();
    expect(screen.getByTitle('4102: El NIF no está identificado')).toBeInTheDocument();
    expect(screen.getByTestId('fix-hint')).toHaveTextContent('Qué hacer: lee el motivo de la Agencia');
  });

  it('shows an accepted-with-errors record with its reason', () => {
    const { container } = render(
      <SendingState state={state({ status: 'aceptado_con_errores', code: '2000', message: 'Aviso' })} />,
    );
    expect(container.textContent).toBe(
      'Aceptado con errores2000: Aviso' +
        'Qué hacer: la huella o el encadenamiento no cuadran. Pulsa «Comprobar la cadena» de su serie: si es correcta, pulsa «Subsanar»; si está rota, avisa a soporte.',
    );
  });

  it('says what superseded a refused record instead of what to do', () => {
    const { container } = render(
      <SendingState
        state={state({
          status: 'rechazado',
          code: '1110',
          message: 'El NIF no está identificado',
          supersededBy: { id: 'VF_000000004', kind: 'subsanacion', at: 'x' },
        })}
      />,
    );
    expect(container.textContent).toBe(
      'Rechazado1110: El NIF no está identificadoSubsanado con el registro VF_000000004',
    );
  });
});
