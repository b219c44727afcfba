import { LinearProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SimpleForm,
  TextInput,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { maxTrashRetentionDays } from '../../../contract/settings';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { RecordHistory } from '../audit/RecordHistory';
import { KindInput } from '../kit/DeclaredInput';
import { useDeclaration } from '../kit/useDeclaration';
import { useDeclaredValidators } from '../kit/useDeclaredValidators';
import { useEditConflict } from '../kit/useEditConflict';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { errorText } from '../shared/catalogue/serverError';
import { requiredInMaintenance } from './maintenanceMessageRule';
import { SITE_SETTING_ID, SavedFormatsApply } from './SiteFormatsSync';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

const validated = ['siteName', 'contactEmail', 'supportPhone', 'commissionPercent', 'currency', 'dateFormat', 'socialLinks', 'maintenanceMessage', 'trashRetentionDays'] as const;

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

/** /admin/site-setting: the one settings form, saved with `POST /admin/setting/update`; its checks are the declaration's (./resource.ts). */
export function SiteSettingEdit() {
  const translate = useTranslate();
  const { fields } = useDeclaration();
  const validators = useDeclaredValidators(validated);
  const maintenanceMessage = useMemo(() => [...validators.maintenanceMessage, requiredInMaintenance], [validators]);
  const choice = (name: 'currency' | 'dateFormat') => <KindInput resource="site-setting" source={name} field={fields[name]!} validate={validators[name]} />;
  const { data, isPending, error, refetch } = useGetOne('site-setting', { id: SITE_SETTING_ID });
  const { mutationOptions, panel } = useEditConflict('site-setting');
  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) {
    return (
      <ErrorWithRetry onRetry={refetch} sx={{ mt: 2 }}>
        {errorText(error, translate)}
      </ErrorWithRetry>
    );
  }
  return (
    <Edit
      resource="site-setting"
      id={data.id}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      title={translate('resources.site-setting.name', { smart_count: 2 })}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar />}>
        {panel}
        <FormDraftKeeper />
        <SavedFormatsApply />
        <Section title="resources.site-setting.sections.general" />
        <TextInput source="siteName" validate={validators.siteName} fullWidth />
        <TextInput source="contactEmail" type="email" validate={validators.contactEmail} fullWidth />
        <TextInput source="supportPhone" type="tel" validate={validators.supportPhone} fullWidth />
        <Section title="resources.site-setting.sections.money" />
        <NumberInput source="commissionPercent" validate={validators.commissionPercent} min={0} max={100} step={0.01} />
        {choice('currency')}
        {choice('dateFormat')}
        <Section title="resources.site-setting.sections.social" />
        <KindInput resource="site-setting" source="socialLinks" field={fields.socialLinks!} validate={validators.socialLinks} helperText="resources.site-setting.help.social" />
        <Section title="resources.site-setting.sections.maintenance" />
        <BooleanInput source="maintenanceMode" helperText="resources.site-setting.help.maintenanceMode" />
        <FormDataConsumer>
          {({ formData }) => (
            <TextInput
              source="maintenanceMessage"
              validate={maintenanceMessage}
              multiline
              minRows={2}
              fullWidth
              isRequired={Boolean(formData.maintenanceMode)}
              helperText="resources.site-setting.help.maintenanceMessage"
            />
          )}
        </FormDataConsumer>
        <Section title="resources.site-setting.sections.trash" />
        <NumberInput source="trashRetentionDays" validate={validators.trashRetentionDays} min={1} max={maxTrashRetentionDays} step={1} helperText="resources.site-setting.help.trashRetentionDays" />
      </SimpleForm>
      <RecordHistory resource="site-setting" />
    </Edit>
  );
}
