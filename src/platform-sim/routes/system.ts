/** System calls: startup status and location, consolidated settings, white-label menu, register settings, countries. */
import type { Hono } from 'hono';
import type { MerchantConfig } from '../../config/merchant-resolved.gen';
import { fail, ok } from '../envelope';
import { LANE_HEADER } from '../faults';
import { brandResources, customerServiceEntries, resources } from './content';
import type { MerchantWorld } from '../state';
import type { SimEnv } from './world';

/** The white-label menu tree the platform would hold: every node a merchant's config refers to, enabled. */
export function menuTree(config: MerchantConfig) {
  const nodes = new Map<string, Set<string>>([
    ['MEMCEN', new Set()],
    ['AGECEN', new Set()],
  ]);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'menu' && typeof inner === 'string') {
          const [root, modId] = inner.split('.');
          if (root && modId) nodes.get(root)?.add(modId);
        } else visit(inner);
      }
    }
  };
  visit(config);
  return [...nodes].map(([modId, children]) => ({
    modId,
    enabled: '1',
    childrenNodes: [...children].map((child) => ({ modId: child, enabled: '1', childrenNodes: [] })),
  }));
}

const flagValues = (w: MerchantWorld) => Object.fromEntries(Object.entries(w.flags).map(([k, v]) => [k, v ? '1' : '0']));

export function mountSystem(app: Hono<SimEnv>): void {
  app.get('/wps/system/status', (c) => {
    const w = c.get('world');
    if (w.status.ipRestricted) return fail(c, 403, 'ip_restricted', 'IP or region restricted');
    const { maintenance, regionRestriction, info } = w.status;
    return ok(c, { maintenance, regionRestriction, info, location: { ip: '127.0.0.1' } });
  });

  app.get('/wps/system/settings/consolidated', (c) => {
    const w = c.get('world');
    const { imageCDNs = [''], ...mobileTemplate } = { ...w.siteTemplate, ...w.siteTemplateLanes.get(c.req.header(LANE_HEADER) ?? '') };
    return ok(c, {
      merchantCode: w.config.identity.merchantCode,
      whitelabelVal: flagValues(w),
      whitelabel: menuTree(w.config),
      mobileTemplate,
      // Site settings of spec §3 (download bar look); values are the simulator's own.
      app_background: w.config.theme.colors.primary,
      app_desc: `${w.config.identity.displayName}: play anywhere`,
      app_desc_font_color: w.config.theme.colors.onPrimary,
      customerService: customerServiceEntries(w),
      register: w.registerSettings,
      resources: [...resources(w.config), ...brandResources(w.config, 'settings')],
      // Spec §9: the default list has one entry ('' = this origin); PATCH /__sim/site-settings sets others.
      imageCDNs,
    });
  });

  app.get('/wps/system/whitelabel', (c) => ok(c, { whitelabel: menuTree(c.get('world').config), whitelabelVal: flagValues(c.get('world')) }));
  app.get('/wps/system/setting/register', (c) => ok(c, c.get('world').registerSettings));
  app.get('/wps/system/country', (c) =>
    ok(c, [
      { countryCode: 'MM', countryDialingCode: '95', countryName: 'Myanmar', mobileMinLength: 7, mobileMaxLength: 11 },
      { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand', mobileMinLength: 9, mobileMaxLength: 9 },
      { countryCode: 'MY', countryDialingCode: '60', countryName: 'Malaysia', mobileMinLength: 9, mobileMaxLength: 10 },
      { countryCode: 'SA', countryDialingCode: '966', countryName: 'Saudi Arabia', mobileMinLength: 9, mobileMaxLength: 9 },
      { countryCode: 'GB', countryDialingCode: '44', countryName: 'United Kingdom', mobileMinLength: 10, mobileMaxLength: 10 },
    ]),
  );
}
