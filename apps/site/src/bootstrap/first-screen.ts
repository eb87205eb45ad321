import type { QueryClient } from '@tanstack/react-query';
import { type FirstScreenData, firstScreenElementId } from '@zar/api-client';

/** Each data block already read: main.tsx and the query cache both read it as the site starts. */
const blocksRead = new WeakMap<Element, FirstScreenData | null>();

/** The data block the API wrote into index.html, or null when there is none or it is not JSON. */
export function readFirstScreen(document: Document): FirstScreenData | null {
  const block = document.getElementById(firstScreenElementId);
  if (!block) return null;
  const known = blocksRead.get(block);
  if (known !== undefined) return known;
  const data = parseFirstScreen(block.textContent);
  blocksRead.set(block, data);
  return data;
}

function parseFirstScreen(text: string | null): FirstScreenData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    return Array.isArray(data?.entries) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers index.html carries (the bootstrap data, the first banners or game rows) into
 * the query cache before the first render, as if just fetched: the frame and the page's largest
 * image show without another round trip, and are refetched as usual once stale. Data made for
 * another language than the site's is left unused. Returns how many queries were seeded.
 */
export function seedFirstScreen(
  queryClient: QueryClient,
  document: Document,
  language: string,
): number {
  const data = readFirstScreen(document);
  return data ? seedFirstScreenData(queryClient, data, language) : 0;
}

/** Puts the answers of a first screen's data block into the query cache (see seedFirstScreen). */
export function seedFirstScreenData(
  queryClient: QueryClient,
  data: FirstScreenData,
  language: string,
): number {
  if (data.locale !== language) return 0;
  let seeded = 0;
  for (const entry of data.entries) {
    // The key is the one the site's own query factory made on the server (first-screen-queries.ts).
    if (!Array.isArray(entry.queryKey) || entry.data === undefined) continue;
    queryClient.setQueryData(entry.queryKey, entry.data);
    seeded += 1;
  }
  return seeded;
}
