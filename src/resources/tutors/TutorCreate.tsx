import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useDetailRedirect } from '../useResourcePaths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { toTutorCreateBody, TutorFormFields } from './TutorFormFields';

/** Add a tutor (spec: /admin/tutors/add) through POST /admin/register with userType tutor. */
export function TutorCreate() {
  const translate = useTranslate();
  const redirect = useDetailRedirect('tutors');
  return (
    <Create resource="tutors" title={translate('resources.tutors.create.title')} transform={toTutorCreateBody} redirect={redirect}>
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={<FormToolbar />}
        defaultValues={{ approvalStatus: 'pending', subjectIds: [], languageIds: [], levelIds: [] }}
      >
        <TutorFormFields isCreate />
      </SimpleForm>
    </Create>
  );
}
