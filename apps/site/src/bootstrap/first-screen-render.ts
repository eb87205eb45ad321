/** What the server's render of a first screen knows of the browser: the request's cookies. */
export interface FirstScreenRenderValues {
  /** The host name the page was asked for (the domain notice compares it with the brand's). */
  host: string;
  /** The popup hashes this browser has shown (cookie `zar.popupSeen`). */
  seenPopups: readonly string[];
  /** Whether this browser closed the top notification (cookie `zar.topNotifyRead`). */
  topNotifyRead: boolean;
}

let current: FirstScreenRenderValues | null = null;

/**
 * The values of the server render in progress (entry-server.tsx). A render on the server is one
 * synchronous call, so a module slot holds them safely; in the browser there are none.
 */
export const firstScreenRender = {
  /** Runs the synchronous `render` with `values` as the current ones. */
  during<T>(values: FirstScreenRenderValues, render: () => T): T {
    current = values;
    try {
      return render();
    } finally {
      current = null;
    }
  },
  /** The values of the server render running now, or null (in the browser, or outside one). */
  current(): FirstScreenRenderValues | null {
    return current;
  },
};
