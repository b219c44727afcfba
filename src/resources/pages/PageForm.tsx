import type { ReactNode } from 'react';
import { BooleanInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { LazyRichTextInput } from './LazyRichTextInput';
import { usePageValidators } from './pageValidation';

/** Title, slug, published flag and rich text content of a page (edit and add); `children` go above the inputs (the conflict panel). */
export function PageForm({ children, ...props }: Omit<SimpleFormProps, 'children'> & { children?: ReactNode }) {
  const validate = usePageValidators();
  return (
    <SimpleForm warnWhenUnsavedChanges {...props}>
      <FormDraftKeeper />
      {children}
      <TextInput source="title" validate={validate.title} fullWidth />
      <TextInput source="slug" validate={validate.slug} helperText="resources.pages.help.slug" fullWidth />
      <BooleanInput source="published" helperText="resources.pages.help.published" />
      <LazyRichTextInput source="contentHtml" validate={validate.contentHtml} fullWidth />
    </SimpleForm>
  );
}
