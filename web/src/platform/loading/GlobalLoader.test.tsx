import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { GlobalLoader } from './GlobalLoader';
import { useAppStage } from './app-stage';

describe('global loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    useAppStage.setState({ stage: 'initializing', errorMessage: null, failure: null });
  });
  afterEach(() => vi.useRealTimers());

  it('names the stage while busy and hides ~300 ms after mount once ready', () => {
    render(<GlobalLoader />);
    act(() => useAppStage.getState().setStage('authenticating'));
    expect(screen.getByTestId('global-loader')).toHaveTextContent('Comprobando tu sesión...');
    act(() => useAppStage.getState().setStage('loading-organization'));
    expect(screen.getByTestId('global-loader')).toHaveTextContent('Cargando organización...');

    act(() => useAppStage.getState().setStage('ready'));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByTestId('global-loader')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('global-loader')).toBeNull();
  });

  it('is hidden 5 s after start even if a stage never finishes', () => {
    render(<GlobalLoader />);
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByTestId('global-loader')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('global-loader')).toBeNull();
  });

  it('removes the static boot loader of index.html on mount', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="boot-loader"></div>');
    render(<GlobalLoader />);
    expect(document.getElementById('boot-loader')).toBeNull();
  });
});
