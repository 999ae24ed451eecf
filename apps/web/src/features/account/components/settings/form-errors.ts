/**
 * Puts a failed save's field errors on an antd form (server `errors: [{field, message}]`), and
 * answers the message to show above the form when no field is named.
 */
import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../../../../lib/errors';

/**
 * Applies `error` to `form`: field errors when the server named known fields (`fieldMap` renames a
 * server field to a form field), else the message for a banner; null after a 5xx (the API client
 * already notified).
 */
export function applySaveError(
  form: FormInstance,
  error: unknown,
  fieldMap: Record<string, string> = {},
): string | null {
  if (isApiError(error) && error.status >= 500) return null;
  const named = isApiError(error) ? (error.errors ?? []).filter((e) => e.field) : [];
  if (named.length) {
    form.setFields(named.map((e) => ({ name: fieldMap[e.field] ?? e.field, errors: [e.message] })));
    form.scrollToField(fieldMap[named[0].field] ?? named[0].field);
    return null;
  }
  return errorMessage(error);
}
