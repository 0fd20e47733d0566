import { Navigate, useParams } from 'react-router';
import { RequireAuth } from '../../features/auth';
import { initialSection, isSectionAllowed, sectionPath } from '../../entities/cabinet';
import { useSession } from '../../shared/session';
import { CabinetScreen } from './CabinetScreen';

function Cabinet() {
  const { section } = useParams();
  const { user } = useSession();
  const role = user?.role;
  // /profile: the stored section if the role may open it, else the role's default.
  if (section === undefined) return <Navigate to={sectionPath(initialSection(role))} replace />;
  // A section parameter outside the user's sections leads to Unauthorized.
  if (!isSectionAllowed(role, section)) return <Navigate to="/unauthorized" replace />;
  return <CabinetScreen section={section} />;
}

/** '/profile/:section?' (route name Profile): login required, then a role and an allowed section. */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <Cabinet />
    </RequireAuth>
  );
}

/** '/company': login required; the cabinet with the company section. */
export function CompanyRoute() {
  return (
    <RequireAuth>
      <CabinetScreen section="company" />
    </RequireAuth>
  );
}
