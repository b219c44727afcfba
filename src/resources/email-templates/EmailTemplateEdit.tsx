import { Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { TemplateFields } from './TemplateFields';
import { templateBody } from './templateValidation';

/**
 * /admin/email-templates/{id}. Pessimistic, so the server's refusal of an unknown variable appears
 * beside the field it is in.
 */
export function EmailTemplateEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={templateBody} title={translate('resources.email-templates.editTitle')}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TemplateFields />
      </SimpleForm>
      <RecordHistory resource="email-templates" />
    </Edit>
  );
}
