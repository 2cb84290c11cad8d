import { z } from 'zod';

/** config/site.json: the organisation's contact details (SPEC §1). */
export const siteConfigSchema = z.object({
  organisationName: z.string().min(1),
  phones: z.array(z.string().min(1)).length(2),
  email: z.email(),
  address: z.string().min(1),
  volunteerUrl: z.url({ protocol: /^https?$/ }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
