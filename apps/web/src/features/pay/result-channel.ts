/**
 * The 3-D result page (in the modal's iframe, or in the bank's own window) tells the payment page that
 * the bank has answered. A BroadcastChannel reaches the page from either place, even after the window
 * went through the bank's site; the page then asks the server, which alone says how the payment ended.
 */
const CHANNEL = 'tahsilat-3d-result';

/** The name of the window a new-window bank's page opens in. */
export const THREE_D_WINDOW = 'tahsilat-3d';

// Window names do not survive the trip through the bank's site; the tab's session storage does.
const WINDOW_MARK = 'tahsilat-3d-window';

/** Marks a freshly opened (still same-origin, blank) window as the bank's 3-D window. */
export function markThreeDWindow(popup: Window): void {
  try {
    popup.sessionStorage.setItem(WINDOW_MARK, '1');
  } catch {
    // Storage refused: the window then simply stays open on the result.
  }
}

export function isThreeDWindow(): boolean {
  try {
    return sessionStorage.getItem(WINDOW_MARK) === '1';
  } catch {
    return false;
  }
}

export interface ResultSignal {
  success: boolean;
  message: string;
}

export function announceResult(signal: ResultSignal): void {
  if (typeof BroadcastChannel === 'undefined') {
    return;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(signal);
  channel.close();
}

export function listenForResults(onSignal: (signal: ResultSignal) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    return () => undefined;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<ResultSignal>) => onSignal(event.data);
  return () => channel.close();
}
