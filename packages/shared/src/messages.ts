/**
 * User-facing texts taken word for word from the spec (spec 01 §2, §5, §8). The typos the
 * spec carries ("Emaill", "occured") are kept on purpose: the spec is the contract.
 */
export const MESSAGES = {
  // §5 validation
  passwordRequiredSignIn: 'Please type password.',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Please enter a password',
  passwordsDoNotMatch: 'The new password that you entered do not match',
  resetPasswordRule:
    'Password must be at least 8 characters long and contain a capital letter, a lowercase letter, a number and a non-alphanumeric character.',
  codeRequired: 'Please, enter code',
  firstLoginEmailRequired: 'Email is required',
  fieldRequired: 'This field is required',
  onboardingPasswordEmpty: 'Password cannot be empty',
  onboardingConfirmPassword: 'Please confirm your password',
  onboardingPasswordsMismatch: 'Passwords do not match',
  firstNameRequired: 'Please input your First name',
  lastNameRequired: 'Please input your Last name',
  accountEmailRequired: 'Please enter an Emaill address',
  changePasswordRule: 'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.',
  currentPasswordRequired: 'Please enter your current password',
  onlyImages: 'Only images!',
  lessThan5Mb: 'Less than 5MB!',
  commentsRequired: 'Please enter a comments',
  contactFilesTooLarge: 'The total size of all files must not exceed 10Mb',
  organisationRequired: 'Please select your organisation',
  roleRequired: 'Please enter your role',

  // §2 screens
  resetEmailSent: 'Reset password email sent!',
  newPasswordSet: 'New password set',
  returnToLogIn: 'Return to log in',
  underConstructionTitle: 'Oops!',
  underConstructionText: 'Sorry, page is under construction!',
  notFoundText: 'Sorry, the page you visited does not exist or has been moved.',
  processing: 'Processing...',

  // §8 errors
  defaultError: 'An error occurred',
  /** 503 when the database connection was lost mid-request (issue 28 finding 3). */
  serviceBusy: 'The service is busy; try again in a moment.',
  /** 400 when a value passed the form checks but is outside what can be stored (issue 28 finding 8). */
  valueOutOfRange: 'A value in the request is not valid.',
  /** 409 when two requests created the same thing at once (issue 28 finding 8). */
  alreadyExists: 'This already exists. Refresh and try again.',
  defaultErrorDetails: 'Error Details',
  serverError: 'Server error',
  unknownError: 'An unknown error occured',
  tokenNotFound: 'Authorization token not found',
  tokenDecodeFailed: 'Failed to decode token',
  accessTokenMissing: 'Access token is missing in decoded token',
  incorrectEmail: 'Incorrect email provided.',
  resetRejected:
    'The password does not meet the requirements: at least 8 characters with one uppercase and one non letter or digit.',
  loginIncorrect: 'The user name or password is incorrect.',
  wrongCode: 'Wrong password',
  missingCredentials: 'Error. Please, back to login page and type your login and password.',
  newCodeSent: 'New verification code sent. Please check your email',
  linkCopied: 'Link copied',
  copyFailed: 'Failed to copy text!',
  avatarUploaded: 'Avatar uploaded successfully!',
  avatarUploadError: 'Error during uploading avatar!',
  passwordChanged: 'Password successfully changed',
  passwordNotChanged: 'Password not changed',
  tfaEnabled: 'Two-factor authentication enabled',
  tfaDisabled: 'Two-factor authentication disabled',
  tfaError: 'Error updating 2FA',
  enquirySubmitted: 'Your enquiry has been submitted. Thank you.',
  enquiryFailed: 'Failed to send your enquiry. Try again.',
  notificationSettingsFetchFailed: 'Failed to fetch user notification preferences',
  notificationSettingsSaveFailed: 'Failed to save user notification preferences',
  notificationSettingsSaved: 'Notification settings have been updated',
  dietarySaved: 'Dietary requirements saved successfully',
  dietarySaveFailed: 'Failed to save dietary requirements.',
  somethingWentWrong: 'Something went wrong.',
  workplaceUpdated: 'Workplace details updated successfully',
  workplaceUpdateFailed: 'Failed to update workplace details',
  errorFetchingData: 'Error fetching data',
  checkoutError: 'Checkout error. Try again.',
  noRenderer: '[NO RENDERER FOR NOTIFICATION EVENT]',
  noNotifications: 'No notifications yet',
  noUnreadNotifications: 'No unread notifications',
  noData: 'No data',
  noContent: 'No content',
  noNewsFound: 'No news found.',
  noResourcesFound: 'No resources found.',
  noEventsFound: 'No events found.',
  noPostsFound: 'No posts found.',
  noCommunitiesFound: 'No communities found.',
  noSearchResults: 'No results.',
  noTagsFound: 'No tags found.',
  seeAllTags: 'See all tags',
  showLessTags: 'Show less tags',

  // Chosen where the spec is silent (docs/spec-coverage.md)
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  codeExpired: 'This code has expired. Please request a new code.',
  /** Not shown in the spec (issue 28): an account's one-time codes are capped per 15 minutes and per day. */
  tooManyCodes: 'Too many codes were sent to this account. Please wait a while before asking for another.',
  /** Not shown in the spec (issue 28): turning two-factor off needs the password. */
  tfaOffNeedsPassword: 'Enter your password to turn two-factor authentication off.',
  tfaOffWrongPassword: 'Incorrect password. Two-factor authentication is still on.',
  /** Not shown in the spec (issue 28): links of an email change. */
  emailChangeLinkInvalid: 'This link is invalid or has expired.',
  emailChangeVerified: 'Your new email address is confirmed. Sign in with it from now on.',
  emailChangeUndone:
    'The change of your email address is undone and every session of your account has ended. If you did not ask for the change, reset your password now.',
  emailChangeTaken: 'This email address is already used by another account.',
  /** Not shown in the spec (issue 28): staff scopes never reach upwards. */
  cannotManageAccount:
    'You cannot change this account: it holds a role or staff scope you do not have. Ask an administrator.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  /** Not shown in the spec (issue 14): the account calls never change the sign-in email. */
  emailNotChangeable: 'Your email address cannot be changed here. Please contact us to change it.',
  featureDisabled: 'This feature is not available.',
  /** Not shown in the spec (issue 28): impersonation is read-and-help only. */
  impersonationDenied:
    'While signed in as this member you cannot change payments, passwords, email, two-factor, calendar feeds or sessions. Sign out and ask the member to do it.',
  /** Issue 28 finding 5: a signed download link that was changed or is older than 5 minutes. */
  signedLinkInvalid: 'This download link is invalid or has expired. Please open the file again from the portal.',
  /** Issue 28 finding 5: POST files/signed-links for a path that is not a file of the API. */
  signedLinkNotAFile: 'Only files of the portal can be opened through a download link.',
  impersonationNotAllowed: 'Only an administrator may sign in as another user, and never as another administrator.',
  /** Not shown in the spec: a two-factor administrator impersonating without their own signed-in session. */
  impersonationNeedsSession:
    'Two-factor authentication is on for your account: sign in to the portal with your code in this browser first, then sign in as the user.',
  // Not shown in the spec (issue 28 finding 7): the upload checks of modules/files/upload-check.ts.
  /** ClamAV found a signature in the file. */
  uploadVirusFound: 'This file was refused by the virus scanner',
  /** ClamAV is configured but does not answer: uploads fail closed. */
  uploadScannerUnavailable: 'Files cannot be checked for viruses right now. Please try again in a few minutes.',
  /** An Office document (a zip container) over the entry, size or compression limits. */
  uploadArchiveTooLarge:
    'This document is too large or too complex to accept (at most 1,000 parts and 100 MB when unpacked). Please save it again or split it.',
  /** An Office document that does not open as a zip container. */
  uploadArchiveBroken: 'This document is damaged and cannot be opened. Please save it again and upload the new copy.',
  /** An image that does not decode. */
  uploadImageBroken: 'This image is damaged and cannot be opened. Please save it again and upload the new copy.',
} as const;

/** The storage quota message (issue 28 finding 7): names the limit in MB. */
export function storageQuotaMessage(limitMb: number): string {
  return `You have used your storage allowance of ${limitMb} MB. Please delete some files before uploading more.`;
}
