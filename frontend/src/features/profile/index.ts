export { NameInvitation } from './NameInvitation';
export { ProfileSection } from './ProfileSection';
export {
  PROFILE_TEXT,
  avatarProblem,
  formatPhone,
  normalizePhone,
  validatePasswords,
  validateProfile,
} from './model';
