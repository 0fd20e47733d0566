export { PasswordRecoveryPage, RECOVERY_TEXT } from './PasswordRecoveryPage';
