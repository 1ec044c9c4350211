// @vitest-environment jsdom
/**
 * The EN catalog is the fallback of the others (spec: EN texts, other languages fall back to them). A
 * complete catalog never needs it, so a first visit in another language does not fetch it; a key the
 * catalog lacks fetches it, and what shows that key renders again with the EN text.
 */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/setup';

function BackLabel() {
  const { t } = useTranslation();
  return <span data-testid="label">{t('common.back')}</span>;
}

describe('the EN fallback catalog', () => {
  it('is not fetched for a complete catalog; a missing key fetches it and the text appears', async () => {
    await initI18n('MY');
    expect(i18next.language).toBe('my');
    expect(i18next.hasResourceBundle('my', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);
    const burmese = i18next.t('common.back');
    expect(burmese).not.toBe('common.back');

    // A gap in the Burmese catalog.
    const burmeseCatalog = i18next.store.data.my?.translation as Record<string, Record<string, string>> | undefined;
    expect(burmeseCatalog?.common?.back).toBe(burmese);
    if (burmeseCatalog?.common) delete burmeseCatalog.common.back;
    render(<BackLabel />);
    await vi.waitFor(() => expect(i18next.hasResourceBundle('en', 'translation')).toBe(true));
    await act(async () => undefined);
    expect(screen.getByTestId('label').textContent).toBe('Back');
  });
});
