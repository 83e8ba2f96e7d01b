/** Notices (SPEC 8: 3 seconds; login success 2 seconds), shown by <Toaster/> on every screen. */
export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export interface Notifier {
  show(kind: NoticeKind, text: string, durationMs?: number): void;
}

type Listener = (notices: Notice[]) => void;

export const NOTICE_MS = 3_000;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) {
    listener(notices);
  }
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export const notifier: Notifier = {
  show(kind, text, durationMs = NOTICE_MS) {
    const id = nextId++;
    notices = [...notices.slice(-4), { id, kind, text }];
    emit();
    setTimeout(() => dismissNotice(id), durationMs);
  },
};

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotices(): Notice[] {
  return notices;
}
