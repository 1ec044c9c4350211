/**
 * Merchant config migrations (DESIGN: ordered pure steps by schemaVersion, as Puck's migrate.ts): each step
 * takes a config written for version `from` and answers it written for `from + 1`, without changing its
 * input. npm run validate reports a config at an older version; npm run validate -- --fix writes the
 * migrated file in place.
 */

/** The schemaVersion schemas/merchant.schema.json describes. */
export const CURRENT_VERSION = 3;

type Json = Record<string, unknown>;

export interface Migration {
  from: number;
  /** What the step changes, for the person running --fix. */
  describe: string;
  run: (config: Json) => Json;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `target` with each key of `values` that is not undefined, unless `target` already sets it. */
function withDefined(target: Json, values: Json): Json {
  const out = { ...target };
  for (const [key, value] of Object.entries(values)) if (value !== undefined && !(key in out)) out[key] = value;
  return out;
}

/** Which block type takes which of the old global settings, as its own prop. */
function blockTuning(constants: Json, sideBar: Json): Record<string, Json> {
  return {
    bannerCarousel: { intervalMs: constants.bannerAutoplayMs },
    hotMatches: { delayMs: constants.hotMatchDelayMs, speedMs: constants.hotMatchSpeedMs },
    sideServiceBar: { entries: sideBar.items, social: sideBar.social },
  };
}

const MOVED_CONSTANTS = ['bannerAutoplayMs', 'hotMatchDelayMs', 'hotMatchSpeedMs'];

/** 1 -> 2: the banner, ticker and side-bar tuning leaves `constants` and `sideBar` for each block's `props`. */
function blockTuningToProps(config: Json): Json {
  const constants = isObject(config.constants) ? config.constants : {};
  const sideBar = isObject(config.sideBar) ? config.sideBar : {};
  const tuning = blockTuning(constants, sideBar);
  const home = isObject(config.home) ? config.home : undefined;
  const blocks = Array.isArray(home?.blocks)
    ? home.blocks.map((block) => {
        if (!isObject(block) || typeof block.type !== 'string' || !Object.hasOwn(tuning, block.type)) return block;
        const props = withDefined(isObject(block.props) ? block.props : {}, tuning[block.type] ?? {});
        return Object.keys(props).length ? { ...block, props } : block;
      })
    : undefined;
  const { sideBar: _dropped, ...rest } = config;
  const out: Json = { ...rest, schemaVersion: 2 };
  if (home && blocks) out.home = { ...home, blocks };
  if (isObject(config.constants)) out.constants = Object.fromEntries(Object.entries(constants).filter(([key]) => !MOVED_CONSTANTS.includes(key)));
  return out;
}

/** The line's first year, wherever it stands ("© 2019-2025", "2019—2025", "2021"). */
const FIRST_YEAR = /(?<!\d)(\d{4})(?!\d)/;

/** 2 -> 3: constants.copyright ("2019-2025") becomes copyrightFromYear (2019): the last year is the clock's. */
function copyrightToFromYear(config: Json): Json {
  const out: Json = { ...config, schemaVersion: 3 };
  if (!isObject(config.constants) || !('copyright' in config.constants)) return out;
  const { copyright, ...constants } = config.constants;
  const first = typeof copyright === 'string' ? FIRST_YEAR.exec(copyright)?.[1] : undefined;
  out.constants = withDefined(constants, { copyrightFromYear: first === undefined ? undefined : Number(first) });
  return out;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe: "moves bannerAutoplayMs, hotMatchDelayMs, hotMatchSpeedMs (constants) and sideBar into the home blocks' props",
    run: blockTuningToProps,
  },
  {
    from: 2,
    describe: 'turns constants.copyright ("2019-2025") into constants.copyrightFromYear (2019); the last year is always the current one',
    run: copyrightToFromYear,
  },
];

export interface Migrated {
  config: unknown;
  /** The version the input was written for (undefined when it names none the steps know). */
  from?: number;
  /** The steps applied, in order. */
  applied: Migration[];
}

/** Brings a config written for an older schemaVersion up to CURRENT_VERSION; any other input is answered as is. */
export function migrate(input: unknown): Migrated {
  if (!isObject(input) || !Number.isInteger(input.schemaVersion)) return { config: input, applied: [] };
  const from = input.schemaVersion as number;
  let config = input;
  const applied: Migration[] = [];
  for (const step of MIGRATIONS) {
    if (step.from !== config.schemaVersion) continue;
    config = step.run(config);
    applied.push(step);
  }
  return { config, from, applied };
}
