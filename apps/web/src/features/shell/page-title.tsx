import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';

const OwnTitleCount = createContext<Dispatch<SetStateAction<number>> | null>(null);

/**
 * A page's visible title as its level-one heading (styled as the pages' h2 was). While one is shown, the
 * shell leaves out its stand-in, so a screen reader meets the title once.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  const setCount = useContext(OwnTitleCount);
  useLayoutEffect(() => {
    setCount?.((count) => count + 1);
    return () => setCount?.((count) => count - 1);
  }, [setCount]);
  return <h1 className={className ? `page-title ${className}` : 'page-title'}>{children}</h1>;
}

/**
 * Every shell page has one h1 (WCAG 1.3.1, 2.4.6): the page's own `PageTitle`, or else a heading only screen
 * readers see, named `fallback` (the menu entry's label), which a new page gets without doing anything.
 */
export function PageTitleScope({ fallback, children }: { fallback: string; children: ReactNode }) {
  const [count, setCount] = useState(0);
  return (
    <OwnTitleCount.Provider value={setCount}>
      {count === 0 ? <h1 className="sr-only">{fallback}</h1> : null}
      {children}
    </OwnTitleCount.Provider>
  );
}
