import type { ComponentType } from 'react';

let loading: Promise<ComponentType> | undefined;
let loaded: ComponentType | undefined;

/**
 * Loads the reminder of an unverified phone (its own chunk: a visitor's first load never needs
 * it). The site starts it before its first render for a player it concerns, so the banner is
 * there with the page instead of pushing the page down when it arrives (issue 26 point 5: a CLS of
 * 0.15 on /dashboard).
 */
export function loadPhoneReminder(): Promise<ComponentType> {
  loading ??= import('./phone-verification-reminder').then((module) => {
    loaded = module.PhoneVerificationReminder;
    return loaded;
  });
  return loading;
}

/** The reminder's component once `loadPhoneReminder` has loaded it, for a render that must not wait. */
export function loadedPhoneReminder(): ComponentType | undefined {
  return loaded;
}
