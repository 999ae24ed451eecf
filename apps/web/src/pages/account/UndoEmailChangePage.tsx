import { AuthScreen, EmailChangeForm } from '../../features/auth';
/** /account/undo-email-change?token (issue 28): undo a change of the sign-in address from the old one. */

/** Undo-email-change route component. */
export default function UndoEmailChangePage() {
  return (
    <AuthScreen title="Undo the email change">
      <EmailChangeForm kind="undo" />
    </AuthScreen>
  );
}
