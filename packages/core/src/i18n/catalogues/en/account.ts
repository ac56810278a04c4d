import type { accountPtBR } from '../account';
import type { Texts } from '../texts';

/** English: The account: notices, registration, e-mail change, recovery, avatar and push. */
export const accountEn: Texts<typeof accountPtBR> = {
  'account.companyPending': 'Your company registration is awaiting approval by the store.',
  'account.incompleteData': 'Complete the registration details below',
  'register.success':
    'Registration successful! You will receive an email to confirm your registration. Once confirmed, sign in with your email and password.',
  'register.failed': 'Could not create your account right now. Please try again later.',
  'email.verificationSent': 'We have sent a new confirmation link to your e-mail.',
  'email.alreadyVerified': 'Your e-mail is already confirmed.',
  'password.resetCodeSent': 'If the e-mail is registered, you will receive a code to reset your password.',
  'password.resetDone': 'Password changed! Sign in with your e-mail and the new password.',
  'recoveryCode.wrong': 'Invalid or expired code',
  'email.taken': 'This email is already in use',
  'password.currentIncorrect': 'The current password is incorrect',
  'email.changeNeedsSignIn': 'To change your email, sign out and sign in again with Google or Apple. Then try again.',
  'email.changePending': 'We sent a confirmation link to {email}. Your email changes only after you open the link.',
  'email.changeConfirmed': 'Done! Your new email is confirmed and is now the one you sign in with.',
  'email.changeCancelled':
    'The email change was cancelled and every session of your account was signed out. Sign in again and change your password.',
  'email.changeLinkInvalid':
    'This link is no longer valid: it expired, was already used, or the email is in use by another account.',
  'account.companyOnly': 'Only available to company accounts',
  'account.deletedName': 'Deleted account',
  'account.deleteNeedsSignIn':
    'To delete your account, sign out and sign in again with Google or Apple. Then try again.',
  'avatar.invalid': 'Send a PNG, JPEG or WEBP image',
  'avatar.tooLarge': 'The image must be at most 1 MB',
  'push.invalidRegistration': 'Invalid push registration',
  'push.registrationInUse':
    'This device gets the notifications of another account. Sign out of that account on this device and try again.',
  'notification.title': 'Notification',
  'notification.orderTitle': 'Order #{id}',
  'notification.companyApprovedTitle': 'Registration approved',
  'notification.companyApproved': 'Your company has been approved. Company prices are now available.',
  'notification.welcomeTitle': 'Welcome to {store}!',
  'notification.welcome': 'Your account is ready. Enjoy the weekly offers.',
  'notification.welcomeAgenda': 'Your account is ready. Book visits and services for your pets in the Agenda.',
  'notification.couponTitle': 'Welcome coupon',
  'notification.coupon': 'Use the coupon {code} and get {percent}% off purchases over {amount:money}.',
  'account.verifiedTitle': 'Account confirmed!',
  'account.verifiedGo': "Let's go",
  'account.customerNotFound': 'Customer not found',
  'account.notCompany': 'This customer is not a company',
};
