/** Small helpers of the members admin screens. */
import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../../lib/errors';
import { toastError } from '../../lib/feedback';

/** Shows a failed call: field errors on the form (400 and 409 with `errors`), a toast otherwise. */
export function reportFailure(error: unknown, form?: FormInstance): void {
  if (form && isApiError(error) && error.errors?.length) {
    form.setFields(error.errors.map((e) => ({ name: e.field as never, errors: [e.message] })));
  }
  if (isApiError(error) && error.status >= 500) return;
  toastError(errorMessage(error));
}
