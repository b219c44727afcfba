import { Create, SimpleForm, useTranslate } from 'react-admin';
import { SaveOnlyToolbar } from '../shared/people/FormParts';
import { redirectToDetail } from '../shared/people/paths';
import { toTutorCreateBody, TutorFormFields } from './TutorFormFields';

/** Add a tutor (spec: /admin/tutors/add) through POST /admin/register with userType tutor. */
export function TutorCreate() {
  const translate = useTranslate();
  return (
    <Create resource="tutors" title={translate('resources.tutors.create.title')} transform={toTutorCreateBody} redirect={redirectToDetail('tutors')}>
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={<SaveOnlyToolbar />}
        defaultValues={{ approvalStatus: 'pending', subjectIds: [], languageIds: [], levelIds: [] }}
      >
        <TutorFormFields isCreate />
      </SimpleForm>
    </Create>
  );
}
