/** The signed-out pages' words: forgot password, reset password, magic link (spec 1 §2.2, spec 3 §4; issue 34 §2). */
export const ACCOUNT_LINKS_MESSAGES = {
  'accountLinks.forgotPassword': 'Forgot password?',
  'accountLinks.forgotTitle': 'Forgot your password?',
  'accountLinks.forgotHelp':
    'Type the e-mail you sign in with: we will mail you a link to choose a new password, or a link that signs you in once.',
  'accountLinks.email': 'E-mail',
  'accountLinks.sendReset': 'Send a reset link',
  'accountLinks.sendMagic': 'Mail me a sign-in link',
  'accountLinks.sent': 'If the e-mail is registered, a link has been sent to it',
  'accountLinks.backToSignIn': 'Back to sign in',
  'accountLinks.resetTitle': 'Choose a new password',
  'accountLinks.newPassword': 'New password',
  'accountLinks.confirmPassword': 'Confirm the new password',
  'accountLinks.mismatch': 'The passwords do not match',
  'accountLinks.tooShort': 'At least 8 characters',
  'accountLinks.save': 'Save the password',
  'accountLinks.resetDone': 'Your password is changed: sign in with it',
  'accountLinks.invalid': 'This link is not valid or has expired',
  'accountLinks.tooMany': 'Too many tries; try again later',
  'accountLinks.failed': 'The request failed, please retry',
  'accountLinks.signingIn': 'Signing you in…',
  'accountLinks.askAgain': 'Ask for a new link',
  // A user log of an impersonation (issue 34 §2): its type, and whom the staff user of the row impersonated.
  'userLogs.impersonatedWhom': '{type}: {name}',
} as const;
