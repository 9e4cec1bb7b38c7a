/**
 * Every page of the auth feature in one module: they share most of their code (fields, form
 * state, calls), and one dynamic import keeps the route table (which the first page load carries)
 * small. The consent step loads from here too.
 */
export { ConsentStep } from '../components/consent-step.tsx';
export { AuthPage } from './auth-page.tsx';
export { ChangePasswordPage } from './change-password-page.tsx';
export { loader as legacyAuthLoader } from './legacy-auth-redirect.ts';
export { OAuthPopupDonePage } from './oauth-popup-done-page.tsx';
export { OAuthPopupPage } from './oauth-popup-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
