import { create } from 'zustand';
import { findLiveChatOpener } from './live-chat-widget';

/** How long a request to open the chat waits for the widget before the contact panel (SPEC §9). */
export const liveChatFallbackMs = 5000;
const widgetPollMs = 250;

export interface LiveChatState {
  /** A request to open the chat is waiting for the widget. */
  pending: boolean;
  /** The contact panel with the quick-contact links is open (the widget's fallback). */
  contactPanelOpen: boolean;
  /** Opens the widget's chat; `widgetConfigured` false opens the contact panel at once. */
  requestOpen: (widgetConfigured: boolean) => void;
  /** Closes the contact panel. */
  closeContactPanel: () => void;
}

let waitTimer: ReturnType<typeof setInterval> | undefined;
let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

function stopWaiting() {
  clearInterval(waitTimer);
  clearTimeout(fallbackTimer);
  waitTimer = undefined;
  fallbackTimer = undefined;
}

/** The live-chat entry's state, shared by every button that opens it (bottom bar, celebration). */
export const useLiveChatStore = create<LiveChatState>()((set) => ({
  pending: false,
  contactPanelOpen: false,
  requestOpen: (widgetConfigured) => {
    stopWaiting();
    const opener = widgetConfigured ? findLiveChatOpener() : null;
    if (opener) {
      opener();
      set({ pending: false });
      return;
    }
    if (!widgetConfigured) {
      set({ pending: false, contactPanelOpen: true });
      return;
    }
    set({ pending: true });
    waitTimer = setInterval(() => {
      const ready = findLiveChatOpener();
      if (!ready) return;
      stopWaiting();
      ready();
      set({ pending: false });
    }, widgetPollMs);
    fallbackTimer = setTimeout(() => {
      stopWaiting();
      set({ pending: false, contactPanelOpen: true });
    }, liveChatFallbackMs);
  },
  closeContactPanel: () => set({ contactPanelOpen: false }),
}));

/** Stops any wait and closes the panel (tests). */
export function resetLiveChatStore() {
  stopWaiting();
  useLiveChatStore.setState({ pending: false, contactPanelOpen: false });
}
