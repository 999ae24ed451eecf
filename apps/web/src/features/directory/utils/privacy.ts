/** The own profile's notice of hidden items (spec 03 §2: "a notice of which items are hidden by privacy settings"). */
import { PRIVACY_ITEM_LABELS, type PrivacySettings } from '@portal/shared';

/** The labels of the items `privacy` hides from other members, in the settings' order. */
export function hiddenItems(privacy: PrivacySettings): string[] {
  return (Object.keys(PRIVACY_ITEM_LABELS) as (keyof typeof PRIVACY_ITEM_LABELS)[])
    .filter((k) => !privacy[k])
    .map((k) => PRIVACY_ITEM_LABELS[k]);
}
