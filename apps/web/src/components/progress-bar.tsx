import { useEffect, useState } from 'react';

/** The thin bar at the top while a page (its code or data) is loading. */
export function ProgressBar({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (active) {
      // Quick navigations finish before the bar would flash.
      const timer = setTimeout(() => setVisible(true), 120);
      return () => clearTimeout(timer);
    }
    setVisible(false);
    return undefined;
  }, [active]);
  return visible ? <div className="progress-bar" role="progressbar" aria-label="Sayfa yükleniyor" /> : null;
}
