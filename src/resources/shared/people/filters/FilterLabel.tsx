import { FieldTitle, useResourceContext } from 'react-admin';
import type { FilterProps } from './filterProps';

/** A filter's label, translated as react-admin's inputs translate theirs. */
export function FilterLabel({ source, label }: Pick<FilterProps, 'source' | 'label'>) {
  const resource = useResourceContext();
  return <FieldTitle label={label} source={source} resource={resource} />;
}
