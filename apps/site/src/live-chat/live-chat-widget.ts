/** Site option holding the address of the third-party live-chat script. */
export const liveChatScriptOptionKey = 'liveChatScriptUrl';

type WidgetWindow = Window & {
  LiveChatWidget?: { call: (method: string) => void };
  Tawk_API?: { maximize?: () => void };
  $crisp?: { push: (command: unknown[]) => void; is?: unknown };
};

/**
 * How to open the chat of the widgets the operator may configure (LiveChat, tawk.to, Crisp);
 * null while none of them is ready.
 */
export function findLiveChatOpener(win: Window = window): (() => void) | null {
  const widgets = win as WidgetWindow;
  const liveChat = widgets.LiveChatWidget;
  if (liveChat && typeof liveChat.call === 'function') return () => liveChat.call('maximize');
  const tawk = widgets.Tawk_API;
  if (tawk && typeof tawk.maximize === 'function') return () => tawk.maximize?.();
  const crisp = widgets.$crisp;
  if (crisp && typeof crisp.is === 'function') return () => crisp.push(['do', 'chat:open']);
  return null;
}

/** Adds the widget's script to the page once; later calls with the same address do nothing. */
export function loadLiveChatScript(src: string, doc: Document = document) {
  const existing = doc.querySelector<HTMLScriptElement>('script[data-live-chat]');
  if (existing?.dataset.liveChat === src) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.liveChat = src;
  doc.head.append(script);
}
