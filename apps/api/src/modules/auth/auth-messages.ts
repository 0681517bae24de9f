/**
 * The English texts of the auth calls' answers (rules §10 where the old system had one);
 * `translate` turns them into the request's language through the message catalogue.
 */
export const AUTH_TEXT = {
  loggedIn: 'Login successful',
  verified: 'Your account has been verified',
  loggedOut: 'You have been logged out',
  verifyAccount: 'Please verify your account',
  codeSentToPhone: 'A verification code has been sent to your phone',
  codeMatched: 'Your code has been matched.',
  passwordReset: 'Your password has been updated.',
  invalidCredentials: 'Invalid login information',
  banned: 'You are banned & can not login',
  onlyCustomers: 'Only customers can login here',
  userExists: 'User already exists',
  userNotFound: 'User not found',
  codeMismatch: 'Code does not match',
  codeExpired: 'The code has expired. Please request a new one.',
  codeLocked: 'Too many wrong codes. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please try again in {minutes} min.',
  verificationSms: 'Your verification code is {code}. {appName}',
  resetSms: 'Your password reset code is {code}. {appName}',
} as const;
