/**
 * An object URL for a Blob (authenticated files shown in img, audio, video or the PDF viewer,
 * spec 03 §2 Attachments), revoked when the Blob changes or the component unmounts.
 */
import { useEffect, useState } from 'react';

/** The object URL of `blob`, or undefined while there is none. */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
