import type { ReactNode } from 'react';

/** The form's main button; it shows a spinner and stays disabled while the call is under way (SPEC 4). */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button-primary" disabled={loading} aria-busy={loading}>
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
