import { Navigate, useParams } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { DEFAULT_SECTION, SECTION_LABELS, isSectionAllowed } from '../../entities/cabinet';
import { profileMenuName, useSession } from '../../shared/session';
import { PlaceholderPage } from '../../shared/ui';

function Cabinet() {
  const { section } = useParams();
  const { user } = useSession();
  const role = user?.role;
  // Spec, section 2: a section parameter outside the user's sections leads to Unauthorized.
  if (section !== undefined && !isSectionAllowed(role, section)) return <Navigate to="/unauthorized" replace />;
  const current = section ?? (role ? DEFAULT_SECTION[role] : 'profile');
  return (
    <PlaceholderPage
      title={`${SECTION_LABELS[current as keyof typeof SECTION_LABELS] ?? 'Личный кабинет'}`}
      description={`${profileMenuName(user)}: раздел в разработке`}
    />
  );
}

/** '/profile' (route name Profile): login required, then a role and an allowed section. */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <Cabinet />
    </RequireAuth>
  );
}
