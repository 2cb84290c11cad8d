// The organisation's details from config/site.json (or SITE_CONFIG). The
// build checks them against siteConfigSchema (vite.config.ts) and stops on a
// bad file; checking again here would put zod in every page (decision 016).
import raw from '@site-config';
import type { SiteConfig } from '#src/domain/site.ts';

export const site: SiteConfig = raw;
