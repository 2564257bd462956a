import type { auth as fr } from "../fr/auth";
import type { Translation } from "../types";

export const auth: Translation<typeof fr> = {
  login: {
    title: "Sign in",
    subtitle: "Good to see you again! Sign in to get back to your diagrams.",
    submit: "Sign in",
    busy: "Signing in...",
    failed: "Invalid credentials",
    noAccount: "No account yet?",
    toRegister: "Create an account",
    forgotPassword: "Forgot your password?",
  },
  register: {
    title: "Create an account",
    subtitle: "Join Relata and design your schemas in minutes.",
    submit: "Create an account",
    busy: "Signing up...",
    failed: "Sign-up failed",
    success: "Account created! You can now sign in.",
    haveAccount: "Already have an account?",
    toLogin: "Sign in",
  },
  privateLink: {
    body: "This diagram is private or does not exist. Sign in to open it if it was shared with you.",
    signIn: "Sign in",
  },
  fields: {
    username: "Username",
    email: "Email",
    password: "Password",
  },
  forgot: {
    title: "Forgot password",
    subtitle: "Enter your email: we will send you a link to choose a new password.",
    submit: "Send the link",
    busy: "Sending...",
    sent: "If an account matches this email, a reset link has just been sent.",
    failed: "The link could not be sent. Try again later.",
    backToLogin: "Back to sign in",
  },
  reset: {
    title: "New password",
    subtitle: "Choose a new password of at least 8 characters.",
    newPassword: "New password",
    confirmPassword: "Confirm the password",
    submit: "Change the password",
    busy: "Saving...",
    success: "Password changed. Sign in with the new one.",
    invalidLink: "This reset link is invalid or has expired.",
    failed: "The password could not be changed.",
  },
  verify: {
    title: "Email verification",
    busy: "Verifying...",
    success: "Your email address is verified. Thank you!",
    failed: "This verification link is invalid or has expired.",
    toAccount: "Go to my account",
  },
};
