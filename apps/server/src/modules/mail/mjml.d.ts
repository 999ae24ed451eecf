/** The part of mjml 5 the templates use (the package ships no types). */
declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: { message: string; line: number; tagName: string }[];
  }
  export default function mjml2html(
    source: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; keepComments?: boolean },
  ): Promise<MjmlResult>;
}
