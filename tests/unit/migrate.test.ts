/**
 * Merchant config migrations (src/config/migrate.ts): ordered pure steps by schemaVersion, each checked
 * input -> output; 1 -> 2 moves the home blocks' tuning from constants and sideBar into the blocks' props;
 * 2 -> 3 turns the copyright years into the first year only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, MIGRATIONS, migrate } from '../../src/config/migrate';
import { validateMerchant } from '../../src/config/validate';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const likeDemo = { folder: 'demo', assetExists: (path: string) => existsSync(`merchants/demo/${path}`) };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const social = [{ kind: 'FACEBOOK', url: 'https://facebook.example/acme' }];
const items = [{ id: 'download', labelKey: 'menu.download', action: { dialog: 'download' } }];

describe('migrations', () => {
  it('are ordered steps from version 1 up to the current version', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: CURRENT_VERSION - 1 }, (_, i) => i + 1));
  });

  it('1 -> 2 moves the banner and ticker timings and the side bar into each block of that type, and drops them from constants', () => {
    const v1 = deepFreeze({
      schemaVersion: 1,
      home: {
        blocks: [
          { type: 'bannerCarousel' },
          { type: 'hotMatches', when: { flag: 'PLYRBT' } },
          { type: 'bannerCarousel', props: { intervalMs: 3000 } },
          { type: 'sideServiceBar' },
          { type: 'extraBanner' },
        ],
      },
      sideBar: { items, social },
      constants: { bannerAutoplayMs: 6000, hotMatchDelayMs: 7000, hotMatchSpeedMs: 250, toastMs: 1200 },
    });
    expect(migrate(v1)).toEqual({
      from: 1,
      applied: MIGRATIONS,
      config: {
        schemaVersion: 3,
        home: {
          blocks: [
            { type: 'bannerCarousel', props: { intervalMs: 6000 } },
            { type: 'hotMatches', when: { flag: 'PLYRBT' }, props: { delayMs: 7000, speedMs: 250 } },
            // a block's own value wins over the old global one
            { type: 'bannerCarousel', props: { intervalMs: 3000 } },
            { type: 'sideServiceBar', props: { entries: items, social } },
            { type: 'extraBanner' },
          ],
        },
        constants: { toastMs: 1200 },
      },
    });
  });

  it('1 -> 2 leaves blocks without props when the old settings were left at their defaults', () => {
    const v1 = { schemaVersion: 1, home: { blocks: [{ type: 'bannerCarousel' }, { type: 'hotMatches' }] } };
    expect(migrate(v1).config).toEqual({ schemaVersion: 3, home: { blocks: [{ type: 'bannerCarousel' }, { type: 'hotMatches' }] } });
  });

  it('2 -> 3 turns constants.copyright "2019-2025" into copyrightFromYear 2019, which then validates', () => {
    const demo = readJson('merchants/demo/merchant.json') as { constants: Record<string, unknown> };
    const { copyrightFromYear: _, ...constants } = demo.constants;
    const v2 = deepFreeze({ ...demo, schemaVersion: 2, constants: { ...constants, copyright: '2019-2025' } });
    const migrated = migrate(v2);
    expect(migrated.applied).toEqual([MIGRATIONS[1]]);
    expect(migrated.config).toEqual({ ...demo, schemaVersion: 3, constants: { ...constants, copyrightFromYear: 2019 } });
    expect(validateMerchant('merchants/demo/merchant.json', migrated.config as Record<string, unknown>, likeDemo).errors).toEqual([]);
  });

  it('2 -> 3 keeps a copyrightFromYear the file already sets, and drops a copyright it cannot read', () => {
    expect(migrate({ schemaVersion: 2, constants: { copyright: '2018-2024', copyrightFromYear: 2020, toastMs: 1 } }).config).toEqual({ schemaVersion: 3, constants: { copyrightFromYear: 2020, toastMs: 1 } });
    expect(migrate({ schemaVersion: 2, constants: { copyright: 'All rights reserved' } }).config).toEqual({ schemaVersion: 3, constants: {} });
    // The first year wherever it stands, whatever dash follows, or alone.
    for (const line of ['2021', '© 2019-2025', '2019—2025', 'Copyright 2017 – 2024 Acme']) {
      expect(migrate({ schemaVersion: 2, constants: { copyright: line } }).config).toEqual({ schemaVersion: 3, constants: { copyrightFromYear: Number(/\d{4}/.exec(line)?.[0]) } });
    }
    expect(migrate({ schemaVersion: 2, identity: {} }).config).toEqual({ schemaVersion: 3, identity: {} });
  });

  it('answers a current config, a config with no version and what is not an object as they are, applying nothing', () => {
    const current = { schemaVersion: CURRENT_VERSION, constants: { bannerAutoplayMs: 1 } };
    expect(migrate(current)).toEqual({ config: current, from: CURRENT_VERSION, applied: [] });
    expect(migrate({ identity: {} })).toEqual({ config: { identity: {} }, applied: [] });
    expect(migrate([1])).toEqual({ config: [1], applied: [] });
    expect(migrate({ schemaVersion: '1' }).applied).toEqual([]);
  });

  it('migrates the demo merchant as version 1 wrote it (with its copyright line) into the demo merchant of today, less what version 3 added', () => {
    const migrated = migrate(readJson('tests/fixtures/invalid/outdated-schema-version.json'));
    expect(migrated.from).toBe(1);
    expect(migrated.applied).toEqual(MIGRATIONS);
    // What no migration can write: social sign-in (its config and return route), the user agreement and the footer's unread badge came with version 3;
    // the idle timeout (`session`) came later within version 3, an optional section whose absence means "off".
    // Player protection (issue 20: its section, the responsible-gaming route and member-centre item) came later still.
    const { socialSignIn: _social, legal: _legal, session: _session, protection: _protection, ...today } = readJson('merchants/demo/merchant.json') as Record<string, unknown> & {
      routes: { screen: string }[];
      memberCentre: { list: { id: string }[] };
      footer: { badge?: string }[];
      constants: object;
      languages: object;
    };
    const footer = today.footer.map(({ badge: _badge, ...item }) => item);
    // The languages the demo offers grew since (all 28 of issue 19); version 1's demo offered three.
    const languages = { ...today.languages, supported: ['MY', 'EN', 'AR'] };
    const memberCentre = { ...today.memberCentre, list: today.memberCentre.list.filter((item) => item.id !== 'responsibleGaming') };
    const routes = today.routes.filter((r) => r.screen !== 'socialSignIn' && r.screen !== 'responsibleGaming');
    expect(migrated.config).toEqual({ ...today, languages, routes, memberCentre, footer, constants: { ...today.constants, copyrightFromYear: 2019 } });
  });
});
