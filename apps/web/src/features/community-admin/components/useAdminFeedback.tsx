/**
 * Confirmations and toasts of the admin pages: antd's hook-based modal (render `holder` once in
 * the component) and the app's shared toasts (lib/feedback).
 */
import { Modal } from 'antd';
import { toastError, toastSuccess } from '../../../lib/feedback';

const message = { success: toastSuccess, error: toastError };

/** `modal.confirm`, its `holder` element, and `message.success` / `message.error`. */
export function useAdminFeedback() {
  const [modal, holder] = Modal.useModal();
  return { modal, holder, message };
}
