import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { CheckboxGroupInput, SelectInput, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { tutorApprovalStatuses } from '../../../contract/values';
import type { FieldDeclaration } from '../../../contract/declaration';
import { DeclaredInput } from '../kit/DeclaredInput';
import { useDeclaredValidators } from '../kit/useDeclaredValidators';
import { AccountIdentityInputs, AccountPasswordInput } from '../shared/people/AccountInputs';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { withoutBlank } from '../shared/people/FormParts';
import { pickFields } from '../shared/people/validation';
import { accountFields } from '../shared/people/accountDeclaration';
import { useCatalogueChoices } from './catalogueChoices';
import { aboutFields, teachingFields } from './fields';
import { SubjectTreeInput } from './SubjectTreeInput';

/** What POST /admin/tutor/{id} takes: the account's and the profile's fields (status changes have their own call). */
const PROFILE_FIELDS = [...Object.keys(accountFields), ...Object.keys(aboutFields), ...Object.keys(teachingFields)];

/**
 * Money left blank is not sent (the tutor keeps the rate they had). A text left blank is sent empty,
 * but one with a pattern (a country code), which no empty text matches, is sent as null: none.
 */
const moneyFields = Object.entries(teachingFields).flatMap(([name, field]) => (field.kind === 'money' ? [name] : []));
const blankTexts = Object.entries(aboutFields).flatMap(([name, field]) => (field.kind === 'longText' || (field.kind === 'text' && !('pattern' in field)) ? [name] : []));

/** POST /admin/tutor/{id}: profile fields only (status changes have their own call). */
export const toTutorUpdateBody = (data: RaRecord) => {
  const body: Record<string, unknown> = pickFields(data, PROFILE_FIELDS);
  for (const name of blankTexts) body[name] ??= '';
  return withoutBlank(body, moneyFields);
};

/** POST /admin/register (with userType tutor, which the declaration's subset adds): profile plus an optional password and first approval status. */
export const toTutorCreateBody = (data: RaRecord) => ({
  ...toTutorUpdateBody(data),
  ...withoutBlank(pickFields(data, ['password', 'approvalStatus']), ['password', 'approvalStatus']),
});

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

/** The levels as check boxes: the catalogue is short, and every level shows at once. */
function LevelCheckboxes({ source, validate }: SpecialInputProps) {
  const levels = useCatalogueChoices('levels');
  return <CheckboxGroupInput source={source} choices={levels.choices} isPending={levels.isPending} validate={validate} />;
}

interface SpecialInputProps {
  source: string;
  validate: Validator[];
}

/** The profile fields the kit's inputs do not draw as this form does: the subjects as their tree, the levels as check boxes. */
const specialInputs: Partial<Record<keyof typeof teachingFields, ComponentType<SpecialInputProps>>> = {
  subjectIds: SubjectTreeInput,
  levelIds: LevelCheckboxes,
};

/** The inputs of some declared profile fields, in declaration order, with the declaration's validation. */
function ProfileInputs({ fields }: { fields: Record<string, FieldDeclaration> }) {
  const validators = useDeclaredValidators(Object.keys(fields));
  return (
    <>
      {Object.entries(fields).map(([source, field]) => {
        const Special = specialInputs[source as keyof typeof specialInputs];
        return Special ? (
          <Special key={source} source={source} validate={validators[source]!} />
        ) : (
          <DeclaredInput key={source} resource="tutors" source={source} field={field} validate={validators[source]} />
        );
      })}
    </>
  );
}

/** The tutor form: account, profile, teaching (rate in the site's currency, subjects tree, languages, levels). */
export function TutorFormFields({ isCreate }: { isCreate: boolean }) {
  const translate = useTranslate();
  const approvalChoices = tutorApprovalStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return (
    <>
      <FormDraftKeeper />
      <Section title={translate('resources.tutors.detail.account')}>
        <AccountIdentityInputs />
        {isCreate && (
          <>
            <AccountPasswordInput helperKey="resources.tutors.help.passwordCreate" />
            <SelectInput source="approvalStatus" choices={approvalChoices} helperText="resources.tutors.help.approvalStatus" />
          </>
        )}
      </Section>
      <Section title={translate('app.people.detail.profile')}>
        <ProfileInputs fields={aboutFields} />
      </Section>
      <Section title={translate('resources.tutors.detail.teaching')}>
        <ProfileInputs fields={teachingFields} />
      </Section>
    </>
  );
}
