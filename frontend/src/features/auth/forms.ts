// The sign-in forms for the pages that render them (/login, /register, /login-link); see index.ts.
export { LoginForm, type LoginFormProps } from './LoginForm';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export { AuthPanel, type AuthPanelProps } from './AuthPanel';
export { NewPasswordForm, RequestResetForm, RESET_TEXT } from './PasswordResetForms';
export { ConfirmLoginLinkForm, LOGIN_LINK_TEXT, RequestLoginLinkForm } from './LoginLinkForms';
