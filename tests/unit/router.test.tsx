// @vitest-environment jsdom
/**
 * The app's router (src/ui/router.tsx): the location follows the browser's history; each entry carries
 * `{ usr, key, idx }` so "back" knows whether a page of the app is behind it; the navigation type tells a
 * push, a replace and a history move (the page transition reads it).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Navigate, type NavigateFunction, type SetSearchParams, useLocation, useNavigate, useNavigationType, useSearchParams } from '../../src/ui/router';

let navigate: NavigateFunction;
let setParams: SetSearchParams;

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  const [params, set] = useSearchParams();
  navigate = useNavigate();
  setParams = set;
  return (
    <output data-testid="probe" data-type={type} data-key={location.key} data-tab={params.get('tab') ?? ''}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

const renderProbe = () =>
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  );
const probe = () => screen.getByTestId('probe');
const idx = () => (window.history.state as { idx?: number } | null)?.idx;

beforeEach(() => window.history.replaceState(null, '', '/m/home'));
afterEach(() => cleanup());

describe('the router', () => {
  it('numbers the entry the visit began with 0 and shows its location as a history move', () => {
    renderProbe();
    expect(probe().textContent).toBe('/m/home');
    expect(probe().dataset.type).toBe('POP');
    expect(probe().dataset.key).toBe('default');
    expect(idx()).toBe(0);
  });

  it('pushes a new entry (idx + 1, a new key) and replaces in place (same idx), with the state given', async () => {
    renderProbe();
    act(() => navigate('/m/login?redirect=%2Fm%2Fmine#top', { state: { from: 'home' } }));
    await waitFor(() => expect(probe().textContent).toBe('/m/login?redirect=%2Fm%2Fmine#top'));
    expect(probe().dataset.type).toBe('PUSH');
    expect(probe().dataset.key).not.toBe('default');
    expect(idx()).toBe(1);
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: 'home' });
    expect(window.history.length).toBeGreaterThanOrEqual(2);

    act(() => navigate('/m/register', { replace: true }));
    await waitFor(() => expect(probe().textContent).toBe('/m/register'));
    expect(probe().dataset.type).toBe('REPLACE');
    expect(idx()).toBe(1);
  });

  it('follows the browser back (a history move) and navigate(-1)', async () => {
    renderProbe();
    act(() => navigate('/m/notice'));
    await waitFor(() => expect(probe().textContent).toBe('/m/notice'));
    act(() => navigate(-1));
    await waitFor(() => expect(probe().textContent).toBe('/m/home'));
    expect(probe().dataset.type).toBe('POP');
    expect(idx()).toBe(0);
  });

  it('reads the query and sets it on the same path, replacing when asked', async () => {
    window.history.replaceState(null, '', '/m/lottery?tab=VN&x=1#h');
    renderProbe();
    expect(probe().dataset.tab).toBe('VN');
    act(() =>
      setParams(
        (current) => {
          current.set('tab', 'ALL');
          return current;
        },
        { replace: true },
      ),
    );
    await waitFor(() => expect(probe().dataset.tab).toBe('ALL'));
    expect(probe().textContent).toBe('/m/lottery?tab=ALL&x=1');
    expect(probe().dataset.type).toBe('REPLACE');
    expect(idx()).toBe(0);
  });

  it('redirects with <Navigate replace>', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Probe />
        <Navigate replace to="/m/home" />
      </BrowserRouter>,
    );
    await waitFor(() => expect(probe().textContent).toBe('/m/home'));
    expect(window.location.pathname).toBe('/m/home');
    expect(idx()).toBe(0);
  });

  it('refuses to navigate to another site', () => {
    renderProbe();
    expect(() => navigate('https://elsewhere.example/m/home')).toThrow(/not on this site/);
    expect(window.location.pathname).toBe('/m/home');
  });
});
