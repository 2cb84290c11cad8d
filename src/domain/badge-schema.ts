// A badge as the API answers it. Apart from the badges' definitions (badges.ts), so the
// interface's shell, which names the badges, loads no zod: building a schema there made zod
// probe for eval before lib/zod-jitless.ts, a CSP report on every page (issue 34's Lighthouse).
import { z } from 'zod';
import { BADGE_CATEGORIES, RARITIES } from './badges.ts';

/** An earned badge, as the API sends it. */
export const badgeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  rarity: z.enum(RARITIES),
  category: z.enum(BADGE_CATEGORIES),
  earnedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;
