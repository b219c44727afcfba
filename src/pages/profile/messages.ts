/** Strings under `app.profile` (the lead merges them). */
export const en = {
  displayName: 'Name',
  email: 'Email',
  emailHelp: 'Your sign-in address; a super admin can change it in admin management',
  phone: 'Phone',
  photo: 'Photo',
  photoDrop: 'Drop a photo here, or click to choose one (JPEG, PNG or WebP, up to 2 MB)',
  photoHelp: 'JPEG, PNG or WebP, up to 2 MB',
  photoSize: 'This photo is larger than 2 MB',
  saved: 'Your profile has been saved',
};
