/**
 * Paths and labels that the router, the shell and the pages share (spec 01 §2: the top navigation
 * opens news and resources on all categories). They sit here, below all of them, so that no page
 * imports the route tables that import it.
 */
import { type CommunitiesRoute, DEFAULT_CATEGORY_KEY } from '@portal/shared';

/** The news library on its default category (spec 03 §2 News and resources). */
export const NEWS_HOME = `/news/${DEFAULT_CATEGORY_KEY}`;
/** The resources library on its default category. */
export const RESOURCES_HOME = `/resources/${DEFAULT_CATEGORY_KEY}`;

/** "Communities" / "Workspaces" / "Hubs" from the configured route family (spec 02 §1). */
export function communitiesLabel(route: CommunitiesRoute): string {
  const name = route.slice(1);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
