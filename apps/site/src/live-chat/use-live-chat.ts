import { useEffect } from 'react';
import {
  selectSiteOption,
  selectSiteOptionsByPrefix,
  useBootstrap,
} from '../bootstrap/use-bootstrap';
import { useLiveChatStore } from './live-chat-store';
import { liveChatScriptOptionKey, loadLiveChatScript } from './live-chat-widget';

/** A quick-contact link of the fallback panel. */
export interface QuickContact {
  /** Which messenger it opens. */
  kind: 'telegram' | 'whatsapp';
  /** Settings key, e.g. `whatsapp2`; unique. */
  key: string;
  /** The link from settings. */
  href: string;
}

const quickContactKey = /^(telegram|whatsapp)\d+$/;

export interface LiveChat {
  /** Opens the chat: the widget, or the contact panel when it is not ready within 5 s. */
  open: () => void;
  /** Waiting for the widget after `open`. */
  pending: boolean;
  /** The fallback contact panel is open. */
  contactPanelOpen: boolean;
  /** Closes the contact panel. */
  closeContactPanel: () => void;
  /** The quick-contact links of the panel: telegram then whatsapp, as in settings. */
  contacts: QuickContact[];
}

/**
 * The live-chat support entry (SPEC §2, §9). In production builds, when the settings name a
 * widget script (`liveChatScriptUrl`), the script is loaded once; `open()` opens the widget or,
 * when it is not configured or not ready 5 s after the request, the contact panel.
 */
export function useLiveChat(): LiveChat {
  const settings = useBootstrap((bootstrap) => ({
    scriptUrl: selectSiteOption(bootstrap, liveChatScriptOptionKey),
    contacts: [
      ...selectSiteOptionsByPrefix(bootstrap, 'telegram'),
      ...selectSiteOptionsByPrefix(bootstrap, 'whatsapp'),
    ]
      .filter((option) => quickContactKey.test(option.key))
      .map(
        (option): QuickContact => ({
          kind: option.key.startsWith('telegram') ? 'telegram' : 'whatsapp',
          key: option.key,
          href: option.value,
        }),
      ),
  })).data;
  const scriptUrl = import.meta.env.PROD ? settings?.scriptUrl : undefined;
  const { pending, contactPanelOpen, requestOpen, closeContactPanel } = useLiveChatStore();

  useEffect(() => {
    if (scriptUrl) loadLiveChatScript(scriptUrl);
  }, [scriptUrl]);

  return {
    open: () => requestOpen(Boolean(scriptUrl)),
    pending,
    contactPanelOpen,
    closeContactPanel,
    contacts: settings?.contacts ?? [],
  };
}
