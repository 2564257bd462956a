/** The sign-in redirect lives in shared/auth so screens of other features can ask to sign in. */
export { DEFAULT_AFTER_LOGIN, loginPathFor, safeRedirect } from "@/shared/auth/redirect";
