import { PersonLink } from './PersonLink';

interface Party {
  id: number;
  displayName: string;
  userType: string;
  deleted: boolean;
}

const screenOf = { tutor: 'tutors', user: 'users', admin: 'admin-management', superAdmin: 'admin-management' } as const;

/** Any account (reporter, reported person) linking to the screen of its type. */
export function PartyLink({ party }: { party: Party }) {
  const resource = screenOf[party.userType as keyof typeof screenOf] ?? 'users';
  return <PersonLink resource={resource} id={party.id} name={party.displayName} deleted={party.deleted} />;
}
