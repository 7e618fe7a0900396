import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  readDeviceChoice,
  removeDeviceChoice,
  saveDeviceChoice,
  textChoice,
  useDeviceChoice,
  type ChoiceParser,
} from './device-choice';

interface Paper {
  width: number;
}
const paper: ChoiceParser<Paper> = (value) =>
  typeof value === 'object' && value !== null && typeof (value as Paper).width === 'number'
    ? { width: (value as Paper).width }
    : undefined;

afterEach(() => {
  vi.restoreAllMocks();
  removeDeviceChoice('test.paper');
  removeDeviceChoice('test.station');
  window.localStorage.clear();
});

describe('device choices', () => {
  it('remembers a value as JSON under the plataforma. prefix, the same object while it does not change', () => {
    expect(readDeviceChoice('test.paper', paper)).toBeUndefined();
    saveDeviceChoice('test.paper', { width: 58 });
    expect(window.localStorage.getItem('plataforma.test.paper')).toBe('{"width":58}');
    const first = readDeviceChoice('test.paper', paper);
    expect(first).toEqual({ width: 58 });
    expect(readDeviceChoice('test.paper', paper)).toBe(first);
    removeDeviceChoice('test.paper');
    expect(window.localStorage.getItem('plataforma.test.paper')).toBeNull();
    expect(readDeviceChoice('test.paper', paper)).toBeUndefined();
  });

  it('reads a damaged or invalid value as nothing chosen', () => {
    window.localStorage.setItem('plataforma.test.paper', '{"width":');
    expect(readDeviceChoice('test.paper', paper)).toBeUndefined();
    window.localStorage.setItem('plataforma.test.paper', '{"width":"wide"}');
    expect(readDeviceChoice('test.paper', paper)).toBeUndefined();
    window.localStorage.setItem('plataforma.test.station', '42');
    expect(readDeviceChoice('test.station', textChoice)).toBeUndefined();
  });

  it('reads a plain string saved before choices were JSON', () => {
    window.localStorage.setItem('plataforma.test.station', 'Barra');
    expect(readDeviceChoice('test.station', textChoice)).toBe('Barra');
  });

  it('keeps the choice for this visit when the storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readDeviceChoice('test.station', textChoice)).toBeUndefined();
    expect(() => saveDeviceChoice('test.station', 'Plancha')).not.toThrow();
    expect(readDeviceChoice('test.station', textChoice)).toBe('Plancha');
  });

  it('is React state that follows saves on this page and in other tabs', () => {
    function Station() {
      const [station, setStation] = useDeviceChoice('test.station', textChoice, 'todas');
      return (
        <button type="button" onClick={() => setStation('Plancha')}>
          {station}
        </button>
      );
    }
    render(
      <>
        <Station />
        <Station />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('todas');
    act(() => first!.click());
    expect(second).toHaveTextContent('Plancha');
    act(() => {
      window.localStorage.setItem('plataforma.test.station', '"Barra"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'plataforma.test.station' }));
    });
    expect(first).toHaveTextContent('Barra');
    expect(second).toHaveTextContent('Barra');
  });
});
