import type { ReactElement, ReactNode } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { writableFields, type ResourceDeclaration } from '../../../contract/declaration';
import { DeclaredInput } from './DeclaredInput';

export interface DeclaredFormProps extends Pick<SimpleFormProps, 'defaultValues'> {
  declaration: ResourceDeclaration;
  toolbar: ReactElement;
  /** Above the inputs (the edit screen's conflict panel). */
  children?: ReactNode;
}

/** The inputs of every writable field, in declaration order, with the draft kept if the session ends. */
export function DeclaredForm({ declaration, toolbar, children, ...props }: DeclaredFormProps) {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} {...props}>
      <FormDraftKeeper />
      {children}
      {writableFields(declaration).map((source) => {
        const field = declaration.fields[source];
        return field ? <DeclaredInput key={source} resource={declaration.name} source={source} field={field} /> : null;
      })}
    </SimpleForm>
  );
}

/** The values a new record starts with: each field's declared default. */
export const defaultValuesOf = (declaration: ResourceDeclaration): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(declaration.fields).flatMap(([name, field]) => ('default' in field && field.default !== undefined ? [[name, field.default]] : [])),
  );
