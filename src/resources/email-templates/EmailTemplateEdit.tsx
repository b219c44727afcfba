import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useDeclaration } from '../kit/useDeclaration';
import { useEditConflict } from '../kit/useEditConflict';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { TemplateFields } from './TemplateFields';
import { templateBody } from './templateValidation';

/**
 * /admin/email-templates/{id}. Pessimistic, so the server's refusal of an unknown variable appears
 * beside the field it is in; a save refused because someone else saved the template meanwhile keeps
 * the form as typed, with the conflict panel.
 */
export function EmailTemplateEdit() {
  const translate = useTranslate();
  const { mutationOptions, panel } = useEditConflict(useDeclaration().name);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} redirect={false} transform={templateBody} title={translate('resources.email-templates.editTitle')}>
      <RecordHeading source="name" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
        {panel}
        <TemplateFields />
      </SimpleForm>
      <RecordHistory resource="email-templates" />
    </Edit>
  );
}

export default EmailTemplateEdit;
