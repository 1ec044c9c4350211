/** The route table (spec 2.1) built from merchants/demo/merchant.json. */
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { buildRouteTable } from '../../src/renderer/route-table';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const table = buildRouteTable(demo);

describe('route table (demo merchant)', () => {
  it('Home aliases /, /m, /m/, /m/index, /m/index.html resolve to the /m/home route', () => {
    for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
      const route = table.find(alias);
      expect(route?.path, alias).toBe('/m/home');
      expect(route?.screen, alias).toBe('home');
    }
  });

  it('register aliases /register.html and /m/register.html resolve to /m/register', () => {
    expect(table.find('/register.html')?.path).toBe('/m/register');
    expect(table.find('/m/register.html')?.path).toBe('/m/register');
  });

  it('/m/member/home resolves to the member centre /m/mine', () => {
    expect(table.find('/m/member/home')?.path).toBe('/m/mine');
    expect(table.find('/m/member/home')?.screen).toBe('memberCentre');
  });

  it('every canonical path finds its own route', () => {
    for (const route of demo.routes) expect(table.find(route.path), route.path).toBe(route);
  });

  it('lookup is case-insensitive and ignores a trailing slash', () => {
    expect(table.find('/M/HOME/')?.path).toBe('/m/home');
    expect(table.find('/m/changepsw')?.path).toBe('/m/changePsw');
    expect(table.find('/M/ChangePsw/')?.path).toBe('/m/changePsw');
  });

  it('an unknown path finds nothing', () => {
    expect(table.find('/m/nowhere')).toBeUndefined();
  });
});
