import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useEditConflict } from '../kit/useEditConflict';
import { useDetailRedirect } from '../useResourcePaths';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { toTutorUpdateBody, TutorFormFields } from './TutorFormFields';

/** Edit a tutor's profile (spec: /admin/tutors/edit/{tutorId}); status changes live on the detail. */
export function TutorEdit() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('tutors');
  // Someone else's save in between is refused (409), and the panel offers to keep yours or load theirs.
  const { mutationOptions, panel } = useEditConflict('tutors');
  return (
    <Edit
      resource="tutors"
      title={translate('resources.tutors.edit.title')}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={toTutorUpdateBody}
      redirect={redirect}
      actions={false}
    >
      <RecordHeading source="displayName" />
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
        {panel}
        <TutorFormFields isCreate={false} />
      </SimpleForm>
    </Edit>
  );
}
