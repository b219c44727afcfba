import { useMemo } from 'react';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useResourceContext, useTranslateLabel } from 'react-admin';
import { cleanPastedHtml } from './cleanPastedHtml';
import { HeadingLevelMenu } from './HeadingLevelMenu';

/**
 * ra-input-rich-text's editor, named for assistive technology: the editable area itself carries
 * the field's label (the library labels only its wrapper), and the toolbar uses an accessible
 * heading menu; pasted HTML is cleaned before the editor reads it (cleanPastedHtml.ts). Loaded
 * lazily with the editor (see LazyRichTextInput).
 */
export function PageContentInput(props: RichTextInputProps) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  const label = String(translateLabel({ label: props.label, source: props.source, resource }));
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-label': label, 'aria-multiline': 'true' }, transformPastedHTML: cleanPastedHtml },
    }),
    [label],
  );
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingLevelMenu />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
