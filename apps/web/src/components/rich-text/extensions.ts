/**
 * TipTap extensions of each editor variant (issue #5). What they produce stays inside the server's
 * rich-text allowlist (apps/server/src/modules/content/content.sanitize.ts): p, h2, h3, strong,
 * em, u, a, ul, ol, li, blockquote, img, br.
 */
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextVariant } from './types';

/** Link and image addresses the editor accepts (the server allows the same schemes). */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** The extensions of a variant, with the placeholder and the text limit (none when undefined). */
export function buildExtensions(variant: RichTextVariant, placeholder?: string, maxLength?: number): Extensions {
  const common = { code: false, codeBlock: false, horizontalRule: false, strike: false } as const;
  const kit =
    variant === 'full'
      ? StarterKit.configure({
          ...common,
          heading: { levels: [2, 3] },
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            protocols: ['mailto', 'tel'],
            HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
          },
        })
      : StarterKit.configure({ ...common, heading: false, underline: false, link: false });
  const extensions: Extensions = [kit, Placeholder.configure({ placeholder: placeholder ?? '' })];
  if (variant === 'full') extensions.push(Image.configure({ inline: false, allowBase64: false }));
  if (maxLength) extensions.push(CharacterCount.configure({ limit: maxLength }));
  return extensions;
}
