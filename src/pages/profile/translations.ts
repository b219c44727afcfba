import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  displayName: 'Name',
  email: 'E-Mail',
  emailHelp: 'Ihre Anmeldeadresse; ein Super-Admin kann sie in der Administratorverwaltung ändern',
  phone: 'Telefon',
  photo: 'Foto',
  photoDrop: 'Foto hierher ziehen oder klicken, um eines auszuwählen (JPEG, PNG oder WebP, bis 2 MB)',
  photoHelp: 'JPEG, PNG oder WebP, bis 2 MB',
  photoSize: 'Dieses Foto ist größer als 2 MB',
  saved: 'Ihr Profil wurde gespeichert',
};
export const fr: CatalogueShape<typeof en> = {
  displayName: 'Nom',
  email: 'E-mail',
  emailHelp: 'Votre adresse de connexion ; un super administrateur peut la modifier dans la gestion des administrateurs',
  phone: 'Téléphone',
  photo: 'Photo',
  photoDrop: 'Déposez une photo ici ou cliquez pour en choisir une (JPEG, PNG ou WebP, 2 Mo max.)',
  photoHelp: 'JPEG, PNG ou WebP, 2 Mo max.',
  photoSize: 'Cette photo dépasse 2 Mo',
  saved: 'Votre profil a été enregistré',
};
export const pt: CatalogueShape<typeof en> = {
  displayName: 'Nome',
  email: 'E-mail',
  emailHelp: 'Seu endereço de acesso; um super administrador pode alterá-lo no gerenciamento de administradores',
  phone: 'Telefone',
  photo: 'Foto',
  photoDrop: 'Solte uma foto aqui ou clique para escolher (JPEG, PNG ou WebP, até 2 MB)',
  photoHelp: 'JPEG, PNG ou WebP, até 2 MB',
  photoSize: 'Esta foto tem mais de 2 MB',
  saved: 'Seu perfil foi salvo',
};
