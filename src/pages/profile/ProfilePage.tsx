import { Box, Card, CardContent, LinearProgress, TextField, Typography } from '@mui/material';
import type { FileRejection } from 'react-dropzone';
import {
  Form,
  ImageInput,
  SaveButton,
  TextInput,
  useGetIdentity,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  type Validator,
} from 'react-admin';
import { updateStoredUser } from '../../authProvider';
import { saveNow } from '../../resources/shared/catalogue/saveNow';
import { errorText, formErrorsFromServer } from '../../resources/shared/catalogue/serverError';
import { PHOTO_ACCEPT, MAX_PHOTO_BYTES, isReadableImage, photoProblem, unreadablePhoto } from './photoRules';
import { PhotoPreview } from './PhotoPreview';
import { validatorsOf } from '../../resources/kit/validation';
import users from '../../resources/users/resource';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

interface Profile {
  id: number;
  email: string;
  displayName: string;
  phone: string | null;
  photoURL: string | null;
}

type PhotoValue = { rawFile?: File; src?: string; title?: string } | null;

const photoValidator: Validator = async (value: PhotoValue) => {
  const file = value?.rawFile;
  if (!file) return undefined;
  return photoProblem(file) ?? ((await isReadableImage(file)) ? undefined : unreadablePhoto);
};

/** One's own name and phone, with the rules every account declares (the server checks the same). */
const validate = {
  displayName: validatorsOf('users', users.fields.displayName, () => ''),
  phone: validatorsOf('users', users.fields.phone, () => ''),
  photo: [photoValidator],
};

/**
 * /admin/profile: the signed-in admin's name, phone and photo (email shown, not editable here).
 * The photo is checked for type and size before sending; after saving, the app bar shows the new
 * name and photo at once (stored user updated, identity refetched).
 */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity, refetch: refetchIdentity } = useGetIdentity();
  const { data: profile, isPending, error, refetch } = useGetOne<Profile>(
    'profile',
    { id: identity?.id as number },
    { enabled: identity?.id != null },
  );
  const [update] = useUpdate<Profile>(undefined, undefined, saveNow);

  const rejectFiles = (rejections: FileRejection[]) => {
    for (const { file } of rejections) {
      notify(photoProblem(file) ?? 'app.profile.photoSize', { type: 'error', messageArgs: { name: file.name } });
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!profile) return undefined;
    const photo = values.photo as PhotoValue;
    const data = {
      displayName: String(values.displayName ?? '').trim(),
      phone: String(values.phone ?? '').trim(),
      ...(photo?.rawFile ? { photo } : {}),
      ...(!photo && profile.photoURL ? { removePhoto: 'true' } : {}),
    };
    let saved: Profile | undefined;
    try {
      saved = (await update('profile', { id: profile.id, data, previousData: profile }, { mutationMode: 'pessimistic', returnPromise: true })) as Profile;
    } catch (failure) {
      return formErrorsFromServer(failure, ['displayName', 'phone', 'photo'], 'displayName');
    }
    updateStoredUser({ displayName: saved?.displayName ?? data.displayName, photoURL: saved?.photoURL ?? null });
    await refetchIdentity();
    notify('app.profile.saved', { type: 'success' });
    return undefined;
  };

  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !profile) {
    return (
      <ErrorWithRetry onRetry={refetch} sx={{ mt: 2 }}>
        {errorText(error, translate)}
      </ErrorWithRetry>
    );
  }

  const record = {
    displayName: profile.displayName,
    phone: profile.phone ?? '',
    photo: profile.photoURL ? { src: profile.photoURL, title: profile.displayName } : null,
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        {/* No FormDraftKeeper: a chosen photo (a File) cannot be kept in sessionStorage. */}
        <Form onSubmit={submit} record={record} resource="profile" warnWhenUnsavedChanges noValidate>
          <TextInput source="displayName" label="app.profile.displayName" validate={validate.displayName} fullWidth />
          {/* Read-only, not disabled: it stays legible (contrast) and reachable; it is not sent. */}
          <TextField
            label={translate('app.profile.email')}
            value={profile.email}
            helperText={translate('app.profile.emailHelp')}
            slotProps={{ input: { readOnly: true } }}
            variant="filled"
            size="small"
            margin="dense"
            fullWidth
            sx={{ mb: 2 }}
          />
          <TextInput source="phone" label="app.profile.phone" validate={validate.phone} type="tel" fullWidth />
          <Typography component="h2" variant="subtitle1" sx={{ mt: 1 }}>
            {translate('app.profile.photo')}
          </Typography>
          <ImageInput
            source="photo"
            label={false}
            accept={PHOTO_ACCEPT}
            maxSize={MAX_PHOTO_BYTES}
            multiple={false}
            validate={validate.photo}
            options={{ onDropRejected: rejectFiles }}
            inputProps={{ 'aria-label': translate('app.profile.photoDrop') }}
            placeholder={<p>{translate('app.profile.photoDrop')}</p>}
            helperText="app.profile.photoHelp"
          >
            <PhotoPreview />
          </ImageInput>
          <Box sx={{ mt: 2 }}>
            <SaveButton />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
