/**
 * The splash quick links (spec 01 §2 Routing guard and splash, §7: GET
 * /api/forms/links/renew-membership and /api/forms/links/update-details; issue 14). The splash sits
 * outside the query cache, so a plain effect loads them; a failure is logged and hides the link.
 */
import { useEffect, useState } from 'react';
import { apiA } from '../../../../lib/api';

/** The two URLs once loaded (null until then or after a failure). */
export function useSplashLinks(): { renewUrl: string | null; updateProfileUrl: string | null } {
  const [links, setLinks] = useState<{ renewUrl: string | null; updateProfileUrl: string | null }>({
    renewUrl: null,
    updateProfileUrl: null,
  });
  useEffect(() => {
    let live = true;
    const load = (path: string) =>
      apiA
        .get<{ url: string }>(path, { silent: true })
        .then((r) => r.url || null)
        .catch((error) => {
          console.warn(`Loading ${path} failed`, error);
          return null;
        });
    void Promise.all([load('/api/forms/links/renew-membership'), load('/api/forms/links/update-details')]).then(
      ([renewUrl, updateProfileUrl]) => {
        if (live) setLinks({ renewUrl, updateProfileUrl });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return links;
}
