import type { ReactElement } from 'react';

/**
 * What every filter input takes. react-admin's "add filter" menu (FilterButton) reads the same props
 * from the filter elements: source, label, alwaysOn.
 */
export interface FilterProps {
  source: string;
  /** A message key (by default `resources.<resource>.fields.<source>`), or the label itself. */
  label?: string | ReactElement;
  alwaysOn?: boolean;
}
