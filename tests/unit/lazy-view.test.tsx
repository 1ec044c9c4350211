// @vitest-environment jsdom
/** LazyView (spec 2.1): a waiting text while a screen loads, an error with retry when it fails. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Loader } from '../../src/registry/registry';
import { LazyView } from '../../src/renderer/lazy-view';
import en from '../../src/i18n/locales/en.json';

let instance: i18n;
beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const renderView = (loader: Loader<{ label: string }>) =>
  render(
    <I18nextProvider i18n={instance}>
      <LazyView loader={loader} props={{ label: 'loaded screen' }} />
    </I18nextProvider>,
  );

function Screen({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('LazyView', () => {
  it('shows "please wait" while the loader is pending', async () => {
    const loader = vi.fn<Loader<{ label: string }>>(() => new Promise(() => {}));
    renderView(loader);
    expect(await screen.findByText('please wait')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('loaded screen')).toBeNull();
  });

  it('renders the component once the loader resolves', async () => {
    renderView(() => Promise.resolve({ default: Screen }));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(screen.queryByText('please wait')).toBeNull();
  });

  it('shows "load failed, tap to retry" and a Retry button when the loader rejects', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderView(() => Promise.reject(new Error('chunk missing')));
    expect(await screen.findByText('load failed, tap to retry')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('please wait')).toBeNull();
  });

  it('clicking Retry calls the loader again and renders the component', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn<Loader<{ label: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Screen });
    renderView(loader);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('load failed, tap to retry')).toBeNull();
  });
});
