const browsers: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Yandex', /YaBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];

const systems: Array<[name: string, pattern: RegExp]> = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/**
 * A short name of the browser and operating system in a user agent, e.g. `Chrome / Windows`,
 * `Safari / iOS`; null when neither is recognised.
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const parts = [browser, system].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' / ') : null;
}
