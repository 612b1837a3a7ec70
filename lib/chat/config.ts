import * as z from './zod';

/**
 * The chat widget's configuration: the service buttons and the portfolio buttons. It is data, so it
 * is validated like any other input; the widget shows "Ooops. Something is missing." instead of
 * crashing when it does not pass.
 */

const idSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case id' }));

export const chatServiceSchema = z.object({
  id: idSchema,
  label: z.string().check(z.trim(), z.minLength(2)),
  description: z.string().check(z.trim(), z.minLength(20)),
});

export const chatProjectSchema = z.object({
  id: idSchema,
  name: z.string().check(z.trim(), z.minLength(2)),
  /** What kind of client it was, e.g. "Fashion and talent scouting". */
  kind: z.string().check(z.trim(), z.minLength(2)),
  description: z.string().check(z.trim(), z.minLength(20)),
  /** Where "Click Here" leads: the project's case-study page on this site, or an https URL. */
  url: z.union([z.string().check(z.regex(/^\/[a-z0-9][a-z0-9/-]*$/)), z.url({ protocol: /^https$/ })], {
    error: 'must be a site path or an https URL',
  }),
});

const uniqueIds = (items: { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

export const chatConfigSchema = z.object({
  services: z.array(chatServiceSchema).check(z.minLength(1), z.refine(uniqueIds, { error: 'service ids must be unique' })),
  projects: z.array(chatProjectSchema).check(z.minLength(1), z.refine(uniqueIds, { error: 'project ids must be unique' })),
});

export type ChatService = z.infer<typeof chatServiceSchema>;
export type ChatProject = z.infer<typeof chatProjectSchema>;
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export type ChatConfigResult = { ok: true; config: ChatConfig } | { ok: false; error: string };

/** Returns the validated configuration, or a readable description of what is wrong with it. */
export function parseChatConfig(input: unknown): ChatConfigResult {
  const result = chatConfigSchema.safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    error: result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`).join('; '),
  };
}
