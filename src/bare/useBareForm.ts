import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import type { FieldCheck } from './validators.js';

type TextValues = Record<string, string>;
type Checks<V extends TextValues> = Partial<Record<keyof V & string, FieldCheck<V>[]>>;

/**
 * The small form state of the bare pages (react-hook-form stays in the admin's chunks): values,
 * checks run on blur and on submit, and the props that put each problem beside its input
 * (see BareField). Submit runs only when every check passes; focus goes to the first problem.
 */
export function useBareForm<V extends TextValues>(initial: V, checks: Checks<V>) {
  const translate = useTranslate();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});

  const problem = (name: keyof V & string, current: V = values) =>
    (checks[name] ?? []).map((check) => check(current[name] ?? '', current)).find(Boolean);

  const field = (name: keyof V & string) => {
    const key = shown[name] ? problem(name) : undefined;
    return {
      name,
      value: values[name],
      required: (checks[name] ?? []).length > 0,
      problem: key ? translate(key) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((old) => ({ ...old, [name]: event.target.value })),
      onBlur: () => setShown((old) => ({ ...old, [name]: true })),
    };
  };

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const names = Object.keys(checks) as (keyof V & string)[];
    setShown(Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<keyof V, boolean>>);
    const invalid = names.find((name) => problem(name));
    if (invalid) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    void onValid(values);
  };

  return { values, field, handleSubmit };
}
