import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { saveNow } from '../shared/catalogue/saveNow';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { TemplateFields } from './TemplateFields';
import { templateBody } from './templateValidation';

/**
 * /admin/email-templates/{id}. Pessimistic, so the server's refusal of an unknown variable appears
 * beside the field it is in.
 */
export function EmailTemplateEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saveNow} redirect={false} transform={templateBody} title={translate('resources.email-templates.editTitle')}>
      <RecordHeading source="name" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
        <TemplateFields />
      </SimpleForm>
      <RecordHistory resource="email-templates" />
    </Edit>
  );
}
