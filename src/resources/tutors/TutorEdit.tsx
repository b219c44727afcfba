import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { SaveOnlyToolbar } from '../shared/people/FormParts';
import { toTutorUpdateBody, TutorFormFields } from './TutorFormFields';

/** Edit a tutor's profile (spec: /admin/tutors/edit/{tutorId}); status changes live on the detail. */
export function TutorEdit() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('tutors');
  return (
    <Edit
      resource="tutors"
      title={translate('resources.tutors.edit.title')}
      mutationMode="pessimistic"
      transform={toTutorUpdateBody}
      redirect={redirect}
      actions={false}
    >
      <RecordHeading source="displayName" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <TutorFormFields isCreate={false} />
      </SimpleForm>
    </Edit>
  );
}
