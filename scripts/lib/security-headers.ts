/** The response headers of the site server (site-edges.ts) and of a merchant's `_headers` file for a CDN (stamp.ts). */

/** Headers every answer carries (the pages' Content-Security-Policy is their own). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // Powerful features nothing on the site uses. Left out on purpose: what a vendor's game frame is allowed
  // (autoplay, fullscreen, encrypted-media, picture-in-picture, screen-wake-lock, motion sensors: GAME_ALLOW);
  // the feedback and receipt images come from a file input, which needs no camera permission.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), display-capture=()',
  // The site opens others (a payment page, a chat) only with noopener, and social sign-in is a navigation
  // of the whole page, not a pop-up: nothing needs a window from another origin to keep a handle on ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Files opened on their own (an SVG, say) may not run script in the site's origin. */
export const STATIC_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:";
