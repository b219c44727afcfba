import { useMemo } from 'react';
import type { Validator } from 'react-admin';
import { useDeclaration } from './useDeclaration';
import { validatorsOf } from './validation';

/**
 * A hand-written form's client validation of some of its resource's declared fields, derived from the
 * declaration the server checks too. Read as the generic screens read theirs (the surrounding
 * resource's), so a screen does not import the resource.ts that names it.
 */
export function useDeclaredValidators<Field extends string>(fields: readonly Field[]): Record<Field, Validator[]> {
  const declaration = useDeclaration();
  const key = fields.join(' ');
  return useMemo(
    () => Object.fromEntries(key.split(' ').map((field) => [field, validatorsOf(declaration.name, declaration.fields[field]!, () => '')])) as Record<Field, Validator[]>,
    [declaration, key],
  );
}
