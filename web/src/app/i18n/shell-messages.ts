/** The shell's own words (the header's user menu, the sidebar's landmark) and My Profile's form, spread into the catalogue. */
export const SHELL_MESSAGES = {
  'shell.userMenu': 'User menu',
  'shell.mainMenu': 'Main menu',
  'profile.section': 'Profile',
  'profile.name': 'Name',
  'profile.phone': 'Phone',
  'profile.language': 'Language',
  'profile.emailSignature': 'Email Signature',
} as const;
