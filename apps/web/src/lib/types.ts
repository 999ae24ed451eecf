/**
 * Type helpers. `Infer` reads a zod schema's output type from the shared contract without the web
 * client depending on zod (the same type `z.infer` gives; STYLE rule 1).
 */
export type Infer<T extends { _zod: { output: unknown } }> = T['_zod']['output'];
