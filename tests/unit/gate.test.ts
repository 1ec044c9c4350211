/** Startup gate (spec 2.3). */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http';
import { isIpRefused, startupOutcome } from '../../src/renderer/gate';

describe('startupOutcome', () => {
  it('maintenance shows the maintenance page', () => {
    expect(startupOutcome({ maintenance: true, regionRestriction: false })).toBe('maintenance');
  });

  it('maintenance wins even when the region is restricted too', () => {
    expect(startupOutcome({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });

  it('region restriction alone shows the blocked-region page', () => {
    expect(startupOutcome({ maintenance: false, regionRestriction: true })).toBe('blockedRegion');
  });

  it('otherwise the normal app runs', () => {
    expect(startupOutcome({ maintenance: false, regionRestriction: false, info: 'x', ip: '127.0.0.1' })).toBe('app');
  });
});

describe('isIpRefused', () => {
  it('an HTTP 403 answer means the IP is refused', () => {
    expect(isIpRefused(new ApiError('http', 'forbidden', 403))).toBe(true);
  });

  it('the ip_restricted error code means the IP is refused, whatever the status', () => {
    expect(isIpRefused(new ApiError('http', 'IP or region restricted', 400, 'ip_restricted'))).toBe(true);
  });

  it('other HTTP errors are not an IP refusal', () => {
    expect(isIpRefused(new ApiError('http', 'Unknown merchant', 400, 'merchant.not.found'))).toBe(false);
    expect(isIpRefused(new ApiError('http', 'server', 500))).toBe(false);
  });

  it('network and malformed failures, plain errors and non-errors are not an IP refusal', () => {
    expect(isIpRefused(new ApiError('network', 'network offline or slow'))).toBe(false);
    expect(isIpRefused(new ApiError('malformed', 'bad', 200))).toBe(false);
    expect(isIpRefused(new Error('ip_restricted'))).toBe(false);
    expect(isIpRefused(undefined)).toBe(false);
    expect(isIpRefused({ kind: 'http', status: 403 })).toBe(false);
  });
});
