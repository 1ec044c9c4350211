import type { MiddlewareHandler } from 'hono';
import { type Fault, pathMatches } from './state';

/** The request header that puts a call in a test's own fault lane (see Fault.lane). */
export const LANE_HEADER = 'X-Sim-Lane';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that fails while it streams: the client sees a dropped connection. */
function droppedResponse(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection dropped by the simulator'));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Applies the first injected fault whose pattern matches the path, for as many calls as it was given. */
export function faultInjection(faults: Fault[]): MiddlewareHandler {
  return async (c, next) => {
    const merchant = c.req.header('Merchant');
    const lane = c.req.header(LANE_HEADER);
    const fault = faults.find((f) => f.remaining > 0 && (!f.merchant || f.merchant === merchant) && (!f.lane || f.lane === lane) && pathMatches(f.path, c.req.path));
    if (!fault) return next();
    fault.remaining -= 1;
    if (fault.remaining === 0) faults.splice(faults.indexOf(fault), 1);
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) return droppedResponse();
    if (fault.malformed) return c.body('{"success":tru', 200, { 'Content-Type': 'application/json' });
    if (fault.answer !== undefined) return c.json(fault.answer as object, 200);
    if (fault.status) return c.json({ success: false, errorCode: `sim.fault.${fault.status}`, message: 'Unknown error' }, fault.status as 500);
    return next();
  };
}
