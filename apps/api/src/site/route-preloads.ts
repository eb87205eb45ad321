import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type SiteManifest = Record<string, ManifestChunk>;

/**
 * The page module of each route whose first screen the site shows at once, as the manifest names
 * it. Without a preload its chunk is only requested once the entry has run (issue #10: LCP).
 */
const routePages: ReadonlyArray<[RegExp, string]> = [
  [/^\/$/, 'src/pages/home/home-page.tsx'],
  [/^\/casino\/[a-z]+\/?$/, 'src/pages/casino/casino-lobby-page.tsx'],
  [/^\/promotions\/?$/, 'src/pages/promotions/promotions-page.tsx'],
  [/^\/pages\/[^/]+\/?$/, 'src/pages/content/content-page.tsx'],
  [/^\/spor(\/fcg)?\/?$/, 'src/pages/sports/sports-page.tsx'],
  [/^\/livespor(\/fcg)?\/?$/, 'src/pages/sports/live-betting-page.tsx'],
  [/^\/esports(\/betco)?\/?$/, 'src/pages/sports/esports-page.tsx'],
];

/** What a route's page needs beyond what index.html already loads: scripts and style sheets. */
export interface RoutePreloads {
  modules: string[];
  styles: string[];
}

/**
 * The files of the page of `path` and of its static imports that the entry does not already pull
 * in (index.html preloads those itself), with their style sheets; none for other routes.
 */
export function routePreloads(manifest: SiteManifest, path: string): RoutePreloads {
  const page = routePages.find(([pattern]) => pattern.test(path))?.[1];
  const entry = manifest['index.html'] ? 'index.html' : undefined;
  if (!page || !manifest[page] || !entry) return { modules: [], styles: [] };
  const loaded = closure(manifest, entry, new Set());
  const needed = closure(manifest, page, new Set([...loaded]));
  const modules: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    modules.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  }
  return { modules, styles };
}

/** `key` and every chunk it statically imports, not descending into `known` ones. */
function closure(manifest: SiteManifest, key: string, known: Set<string>): Set<string> {
  const found = new Set<string>();
  const visit = (current: string) => {
    if (found.has(current) || (known.has(current) && current !== key)) return;
    found.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return found;
}

/** index.html with `<link>`s that fetch the route's files while the entry still loads. */
export function withRoutePreloads(html: string, { modules, styles }: RoutePreloads): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || modules.length + styles.length === 0) return html;
  const links = [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // Applied, not only fetched: the server-rendered first screen is painted with them.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return `${html.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${html.slice(headEnd)}`;
}

let cached: { dir: string; modified: number; manifest: SiteManifest } | undefined;

/** The site's build manifest, read again only when the site was rebuilt; null without one. */
export async function readSiteManifest(siteDir: string): Promise<SiteManifest | null> {
  const file = join(siteDir, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    if (cached?.dir !== siteDir || cached.modified !== mtimeMs) {
      cached = {
        dir: siteDir,
        modified: mtimeMs,
        manifest: JSON.parse(await readFile(file, 'utf8')),
      };
    }
    return cached.manifest;
  } catch {
    return null;
  }
}
