import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderRoute } from '../test/render-route';

describe('the two address notices', () => {
  it('agree on which address is current and which is next', async () => {
    renderRoute('/');
    // jsdom's page is on localhost, not the brand's domain: the header's notice shows.
    const header = await screen.findByText(/resmi adresimiz değil/);
    expect(header.textContent).toBe(
      'localhost resmi adresimiz değil. Güncel adresimiz zar.test; bir sonraki adresimiz zar2.test.',
    );
    const bar = i18n.t('topNotify.message', { current: 'zar.test', next: 'zar2.test' });
    expect(bar).toContain('Güncel adresimiz zar.test; bir sonraki adresimiz zar2.test.');
  });
});
