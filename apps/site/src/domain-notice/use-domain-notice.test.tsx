import { waitFor } from '@testing-library/react';
import { bootstrapFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { isOnBrandDomain, needsDomainNotice, useDomainNotice } from './use-domain-notice';

const main = { current: 'zar.test', next: 'zar2.test', isMainDomain: true };

describe('domain notice', () => {
  it('is on the brand domain when the host is it or one of its subdomains', () => {
    expect(isOnBrandDomain('zar.test', 'zar.test')).toBe(true);
    expect(isOnBrandDomain('www.ZAR.test', 'zar.test')).toBe(true);
    expect(isOnBrandDomain('evilzar.test', 'zar.test')).toBe(false);
    expect(isOnBrandDomain('zar2.test', 'zar.test')).toBe(false);
  });

  it('shows when the settings say not main, or the host is off the brand domain', () => {
    expect(needsDomainNotice(main, 'zar.test', 'www.zar.test')).toBe(false);
    expect(needsDomainNotice({ ...main, isMainDomain: false }, 'zar.test', 'zar.test')).toBe(true);
    expect(needsDomainNotice(main, 'zar.test', 'zar2.test')).toBe(true);
  });

  it('the hook compares this page host with the brand domain of the settings', async () => {
    const serve = (brandDomain: string) =>
      mockApiServer.use(
        http.get(apiUrl('cms/grouped'), () =>
          HttpResponse.json({
            success: true,
            message: null,
            data: {
              ...bootstrapFixture,
              siteOption: [
                ...bootstrapFixture.siteOption.filter((option) => option.key !== 'brandDomain'),
                { key: 'brandDomain', value: brandDomain, status: true },
              ],
            },
          }),
        ),
      );
    serve(window.location.hostname);
    const onBrand = renderSiteHook(useDomainNotice);
    await waitFor(() => expect(onBrand.queryClient.isFetching()).toBe(0));
    expect(onBrand.result.current).toBe(false);

    serve('zar.test');
    const offBrand = renderSiteHook(useDomainNotice);
    await waitFor(() => expect(offBrand.result.current).toBe(true));
  });
});
