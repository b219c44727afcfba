import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { formErrorsFromServer, type FormErrors } from '../shared/catalogue/serverError';
import { flatten, selfAndDescendants, type SubjectNode } from './subjectTree';

type Submit = (values: Record<string, unknown>) => Promise<void>;

/** Mirrors contract/subjects.ts (subjectName). */
const validateName = [required(), maxLength(100)];
const TOP_LEVEL = '__top__';

/** Runs the write; a refusal comes back as form errors beside `field` (or the field it names). */
const submitting = (submit: Submit, field: string) => async (values: Record<string, unknown>) => {
  try {
    await submit(values);
    return undefined;
  } catch (error) {
    return formErrorsFromServer(error, [field], field);
  }
};

function DialogFrame({ title, onClose, onSubmit, record, children }: {
  title: string;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<FormErrors | undefined>;
  record: Record<string, unknown>;
  children: React.ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="subject-dialog-title" fullWidth maxWidth="sm">
      <Form onSubmit={onSubmit} record={record} resource="subjects" noValidate>
        <DialogTitle id="subject-dialog-title">{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Name a new subject (top level or under a parent), or rename one. */
export function NameDialog({ title, initialName = '', onClose, onSubmit }: {
  title: string;
  initialName?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      record={{ name: initialName }}
      onSubmit={submitting((values) => onSubmit(String(values.name ?? '').trim()), 'name')}
    >
      <TextInput source="name" validate={validateName} autoFocus fullWidth />
    </DialogFrame>
  );
}

/** Choose a new parent; the subject itself and its descendants are not offered (no cycles). */
export function MoveDialog({ subject, tree, onClose, onSubmit }: {
  subject: SubjectNode;
  tree: SubjectNode[];
  onClose: () => void;
  onSubmit: (parentId: SubjectNode['id'] | null) => Promise<void>;
}) {
  const translate = useTranslate();
  const excluded = selfAndDescendants(subject);
  const choices = [
    { id: TOP_LEVEL, name: translate('resources.subjects.tree.topLevel') },
    ...flatten(tree)
      .filter(({ node }) => !excluded.has(node.id))
      .map(({ node, depth }) => ({ id: node.id, name: `${'— '.repeat(depth)}${node.name}` })),
  ];
  return (
    <DialogFrame
      title={translate('resources.subjects.tree.moveTitle', { name: subject.name })}
      onClose={onClose}
      record={{ parentId: subject.parentId ?? TOP_LEVEL }}
      onSubmit={submitting(
        (values) => onSubmit(values.parentId === TOP_LEVEL ? null : (values.parentId as SubjectNode['id'])),
        'parentId',
      )}
    >
      <SelectInput source="parentId" choices={choices} validate={required()} fullWidth />
    </DialogFrame>
  );
}
