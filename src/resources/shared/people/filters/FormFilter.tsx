import { useEffect, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SourceContextProvider, useEvent, useResourceContext } from 'react-admin';
import { useFilterField } from './liveFilters';

/**
 * Hosts a react-admin input (an autocomplete) in a form of its own bound to one filter of the bar:
 * what the input picks is the filter, and a filter changed elsewhere (the URL, "remove all filters")
 * is what the input shows. Load it lazily (lazyFilter): it brings the form library.
 */
export function FormFilter({ source, children }: { source: string; children: ReactNode }) {
  const [value, setValue] = useFilterField(source);
  const form = useForm({ defaultValues: { [source]: value ?? null } });
  const { control, getValues, reset } = form;
  const picked: unknown = useWatch({ control, name: source });
  // A filter changed elsewhere is shown; a pick of the user's changes the filter. After either, the
  // form and the filter agree, and neither effect does anything more.
  useEffect(() => {
    if ((getValues(source) ?? null) !== (value ?? null)) reset({ [source]: value ?? null });
  }, [value, source, getValues, reset]);
  const onPicked = useEvent((next: unknown) => {
    if ((next ?? null) !== (value ?? null)) setValue(next);
  });
  useEffect(() => onPicked(picked), [picked, onPicked]);
  const resource = useResourceContext();
  // Labels as in react-admin's filter form: resources.<resource>.fields.<source>.
  const sourceContext = useMemo(() => ({ getSource: (name: string) => name, getLabel: (name: string) => `resources.${resource}.fields.${name}` }), [resource]);
  return (
    <FormProvider {...form}>
      <SourceContextProvider value={sourceContext}>{children}</SourceContextProvider>
    </FormProvider>
  );
}
