/** What every onboarding step receives (spec 01 §2 First-time onboarding wizard; issue 14). */
import type { FieldOptions, FirstTimeForm, FirstTimePatch } from '@portal/shared';

export interface StepProps {
  /** The saved answers (GET /api/user/form/first-time). */
  values: FirstTimeForm;
  options: FieldOptions;
  /** Saves the step (PATCH) and moves forward; rejects on failure. */
  onSubmit: (patch: FirstTimePatch) => Promise<void>;
  /** Goes to the previous step; absent on the first. */
  onBack?: () => void;
  pending: boolean;
}

/** antd form option lists from value/label options. */
export const toOptions = (list: { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));
