import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { tutorProfileFields } from '../../../contract/tutors';
import { tutorApprovalStatuses } from '../../../contract/values';
import { AccountIdentityInputs, AccountPasswordInput } from '../shared/people/AccountInputs';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { withoutBlank } from '../shared/people/FormParts';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import { pickFields, zodField } from '../shared/people/validation';
import { CurrencyLabel } from '../shared/people/CurrencyLabel';
import { useCatalogueChoices } from './catalogueChoices';
import { SubjectTreeInput } from './SubjectTreeInput';

const PROFILE_FIELDS = [
  'displayName', 'email', 'phone', 'headline', 'bio', 'hourlyRateCents', 'country', 'subjectIds', 'languageIds', 'levelIds',
] as const;

/** POST /admin/tutor/{id}: profile fields only (status changes have their own call). */
export const toTutorUpdateBody = (data: RaRecord) => {
  const body = pickFields(data, PROFILE_FIELDS);
  return withoutBlank({ ...body, headline: body.headline ?? '', bio: body.bio ?? '' }, ['hourlyRateCents']);
};

/** POST /admin/register with userType tutor: profile plus an optional password and first approval status. */
export const toTutorCreateBody = (data: RaRecord) => ({
  ...toTutorUpdateBody(data),
  ...withoutBlank(pickFields(data, ['password', 'approvalStatus']), ['password', 'approvalStatus']),
  userType: 'tutor',
});

const validate = {
  headline: zodField(tutorProfileFields.headline),
  bio: zodField(tutorProfileFields.bio),
  hourlyRateCents: zodField(tutorProfileFields.hourlyRateCents),
  country: zodField(tutorProfileFields.country),
  ids: zodField(tutorProfileFields.subjectIds),
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The tutor form: account, profile, teaching (subjects tree, languages, levels, rate in dollars). */
export function TutorFormFields({ isCreate }: { isCreate: boolean }) {
  const translate = useTranslate();
  const languages = useCatalogueChoices('languages');
  const levels = useCatalogueChoices('levels');
  const approvalChoices = tutorApprovalStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return (
    <>
      <FormDraftKeeper />
      <Section title={translate('resources.tutors.detail.account')}>
        <AccountIdentityInputs />
        {isCreate && (
          <>
            <AccountPasswordInput required={false} helperKey="resources.tutors.help.passwordCreate" />
            <SelectInput source="approvalStatus" choices={approvalChoices} helperText="resources.tutors.help.approvalStatus" />
          </>
        )}
      </Section>
      <Section title={translate('app.people.detail.profile')}>
        <TextInput source="headline" validate={validate.headline} fullWidth />
        <TextInput source="bio" validate={validate.bio} multiline minRows={4} fullWidth />
        <TextInput
          source="country"
          validate={validate.country}
          helperText="resources.tutors.help.country"
          parse={(value: string) => (value ? value.toUpperCase() : null)}
          inputProps={{ maxLength: 2 }}
        />
      </Section>
      <Section title={translate('resources.tutors.detail.teaching')}>
        <NumberInput
          source="hourlyRateCents"
          label={<CurrencyLabel message="resources.tutors.fields.hourlyRate" />}
          min={0}
          step={0.01}
          format={centsToDollarInput}
          parse={dollarsToCents}
          validate={validate.hourlyRateCents}
          helperText={<CurrencyLabel message="resources.tutors.help.hourlyRate" />}
        />
        <SubjectTreeInput source="subjectIds" validate={validate.ids} />
        <AutocompleteArrayInput source="languageIds" choices={languages.choices} isPending={languages.isPending} validate={validate.ids} fullWidth />
        <CheckboxGroupInput source="levelIds" choices={levels.choices} isPending={levels.isPending} validate={validate.ids} />
      </Section>
    </>
  );
}
