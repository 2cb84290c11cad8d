// The organisation's details from config/site.json (or SITE_CONFIG), checked
// at build time by vite.config.ts.
import raw from '@site-config';
import { type SiteConfig, siteConfigSchema } from '../../domain/site.ts';

export const site: SiteConfig = siteConfigSchema.parse(raw);
