/** What the sandbox bank did, per order: what tests read to count authorisations. */
export interface JournalEntry {
  orderId: string;
  clientId: string;
  type: 'Auth' | 'PreAuth' | 'PostAuth' | 'Void' | 'Credit' | '3d_pay';
  amount: string;
  currency: string;
  outcome: 'approved' | 'declined' | 'error';
  returnCode: string;
  authCode: string | null;
  hostRefNum: string | null;
  transId: string | null;
  maskedPan: string | null;
  at: string;
}

export class SandboxJournal {
  private readonly entries: JournalEntry[] = [];

  add(entry: Omit<JournalEntry, 'at'>): JournalEntry {
    const full = { ...entry, at: new Date().toISOString() };
    this.entries.push(full);
    return full;
  }

  forOrder(clientId: string, orderId: string): JournalEntry[] {
    return this.entries.filter((entry) => entry.clientId === clientId && entry.orderId === orderId);
  }

  list(orderId?: string): JournalEntry[] {
    return orderId ? this.entries.filter((entry) => entry.orderId === orderId) : [...this.entries];
  }

  /** The order's standing: the last approved money movement decides. */
  standing(clientId: string, orderId: string): { state: string; entry: JournalEntry | null } {
    const approved = this.forOrder(clientId, orderId).filter((entry) => entry.outcome === 'approved');
    const last = approved.at(-1) ?? null;
    if (!last) {
      const declined = this.forOrder(clientId, orderId).find((entry) => entry.outcome === 'declined');
      return { state: declined ? 'D' : '', entry: declined ?? null };
    }
    const state = { Auth: 'A', '3d_pay': 'A', PreAuth: 'PA', PostAuth: 'C', Void: 'V', Credit: 'R' }[
      last.type
    ];
    return {
      state,
      entry: approved.find((entry) => entry.type !== 'Void' && entry.type !== 'Credit') ?? last,
    };
  }
}
