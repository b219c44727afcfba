import { createContext, useContext, useEffect } from 'react';

type SetHeading = (heading: string | undefined) => void;

export const PageHeadingContext = createContext<SetHeading>(() => undefined);

/**
 * Replaces the route-derived page heading (the layout's one h1, the last breadcrumb and the
 * document title) with the screen's own text, e.g. a record's name on its detail screen.
 * Screens call this instead of rendering an h1 of their own.
 */
export function usePageHeading(heading: string | undefined): void {
  const setHeading = useContext(PageHeadingContext);
  useEffect(() => {
    setHeading(heading);
    return () => setHeading(undefined);
  }, [heading, setHeading]);
}
