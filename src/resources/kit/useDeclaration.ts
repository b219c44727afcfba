import { useResourceContext } from 'react-admin';
import { declarationOf } from '../declared';
import { valueLabelsKey, type ResourceDeclaration } from '../../../contract/declaration';

/** The declaration of the surrounding resource (the generic screens are shared by every declared resource). */
export function useDeclaration(): ResourceDeclaration {
  const resource = useResourceContext();
  const declaration = declarationOf(resource);
  if (!declaration) throw new Error(`No declaration for the resource "${resource}"`);
  return declaration;
}

/** The translation key of a field's label, as react-admin derives it for inputs and columns. */
export const fieldLabel = (resource: string, field: string) => `resources.${resource}.fields.${field}`;

/** The translation key of one value of a choice field (under its declared `labels`, if any). */
export function valueLabel(resource: string, field: string, value: string): string {
  const declaration = declarationOf(resource);
  return `${declaration ? valueLabelsKey(declaration, field) : `resources.${resource}.values.${field}`}.${value}`;
}
