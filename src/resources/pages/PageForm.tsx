import type { ReactNode } from 'react';
import { BooleanInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { LazyRichTextInput } from './LazyRichTextInput';
import { validateContent, validateSlug, validateTitle } from './pageValidation';

/** Title, slug, published flag and rich text content of a page (edit and add); `children` go above the inputs (the conflict panel). */
export function PageForm({ children, ...props }: Omit<SimpleFormProps, 'children'> & { children?: ReactNode }) {
  return (
    <SimpleForm warnWhenUnsavedChanges {...props}>
      <FormDraftKeeper />
      {children}
      <TextInput source="title" validate={validateTitle} fullWidth />
      <TextInput source="slug" validate={validateSlug} helperText="resources.pages.help.slug" fullWidth />
      <BooleanInput source="published" helperText="resources.pages.help.published" />
      <LazyRichTextInput source="contentHtml" validate={validateContent} fullWidth />
    </SimpleForm>
  );
}
