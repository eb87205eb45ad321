import { waitFor } from '@testing-library/react';
import { bootstrapFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { useCasinoCategories, useDomainStatus, useLanguages, useSiteOption } from './use-bootstrap';

describe('bootstrap selectors', () => {
  it('read the bootstrap data, fetched once for every hook', async () => {
    let calls = 0;
    mockApiServer.use(
      http.get(apiUrl('cms/grouped'), () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          message: null,
          data: {
            ...bootstrapFixture,
            siteOption: [
              { key: 'telegram1', value: 'https://t.me/zar_destek', status: true },
              { key: 'whatsapp4', value: 'https://wa.me/1', status: false },
              { key: 'videoBannerUrl', value: '', status: true },
            ],
          },
        });
      }),
    );
    const { result } = renderSiteHook(() => ({
      telegram: useSiteOption('telegram1'),
      disabled: useSiteOption('whatsapp4'),
      empty: useSiteOption('videoBannerUrl'),
      languages: useLanguages(),
      domains: useDomainStatus(),
      live: useCasinoCategories('casino/live'),
      all: useCasinoCategories(),
    }));
    expect(result.current.languages).toEqual([]);
    await waitFor(() => expect(result.current.telegram).toBe('https://t.me/zar_destek'));
    expect(result.current.disabled).toBeUndefined();
    expect(result.current.empty).toBeUndefined();
    expect(result.current.languages.map((language) => language.locale)).toEqual(['tr', 'en']);
    expect(result.current.domains).toEqual(bootstrapFixture.domainStatus);
    expect(result.current.all).toHaveLength(bootstrapFixture.casinoCategoryList.length);
    expect(result.current.live.length).toBeGreaterThan(0);
    expect(result.current.live.every((category) => category.slugList.includes('casino/live'))).toBe(
      true,
    );
    expect(calls).toBe(1);
  });
});
