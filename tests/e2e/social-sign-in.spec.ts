/**
 * Social sign-in (issue 17): the OAuth 2.0 authorisation-code flow with PKCE against the simulator's test
 * provider, end to end — the login screen's button, the provider's consent page, the return route, the code
 * exchange, the platform's login — and a Deny that comes back with its message and the form as it was; the
 * Facebook button follows FACEBOOKLOGIN3 (live flags).
 *
 * The flag test changes sahara's FACEBOOKLOGIN3 only (its default is off, and no other spec looks at sahara's
 * social buttons); it leaves it off, even when it fails.
 */
import { expect, test } from './fixtures';
import { expectNoErrors, openMerchant, merchantOrigin } from './helpers';

const DEMO = 'demo';

test('signs in with the simulated Google provider and lands logged in where the login was headed', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login?redirect=%2Fm%2Fmine', { lang: 'EN' });
  // Where the page's address is when the code exchange and the platform's login go out.
  const addressDuring: string[] = [];
  for (const call of ['**/__oauth/google/token', '**/wps/session/login']) {
    await page.route(call, (route) => {
      addressDuring.push(page.url());
      return route.continue();
    });
  }
  await page.getByTestId('login-google').click();
  await page.waitForURL(/\/__oauth\/google\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Google (test provider)' })).toBeVisible();
  await expect(page.getByText('Livery Demo wants to sign you in with your Google account.')).toBeVisible();
  await page.getByRole('radio', { name: /Omar Tester/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${merchantOrigin(DEMO)}/m/mine`);
  await expect(page.getByText('google1002')).toBeVisible();
  // The code and state left the address before the exchange started (replaced: not in the history either).
  expect(addressDuring).toEqual([`${merchantOrigin(DEMO)}/m/oauthCallback`, `${merchantOrigin(DEMO)}/m/oauthCallback`]);
  expect(page.url()).not.toContain('code=');
  const stored = await page.evaluate(() => Object.keys(sessionStorage));
  expect(stored).toContain('livery.session');
  expect(stored).not.toContain('livery.socialSignIn');
  expectNoErrors(errors);
});

test('Deny on the consent page returns to login with the message, the typed user name kept', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await page.getByTestId('login-username').fill('kept_name');
  await page.getByTestId('login-google').click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(`${merchantOrigin(DEMO)}/m/login`);
  await expect(page.getByTestId('login-social-message')).toHaveText('You cancelled signing in with Google. You can log in another way or try again.');
  await expect(page.getByTestId('login-username')).toHaveValue('kept_name');
  await expect(page.getByTestId('login-google')).toBeEnabled();
  expectNoErrors(errors);
});

test('the Facebook button shows only while FACEBOOKLOGIN3 is on (live flags), Google beside it', async ({ page, request }) => {
  const setFacebook = async (on: boolean) => {
    const res = await request.patch('/__sim/flags', { headers: { Merchant: 'SAHARA' }, data: { FACEBOOKLOGIN3: on } });
    expect(res.ok()).toBe(true);
  };
  try {
    await setFacebook(true);
    const { errors } = await openMerchant(page, 'sahara', '/m/login', { lang: 'EN' });
    // Both flags on (GOOGLELOGIN3 is sahara's default): both buttons, side by side.
    await expect(page.getByTestId('login-facebook')).toHaveText('Sign in with Facebook');
    await expect(page.getByTestId('login-google')).toHaveText('Sign in with Google');
    await setFacebook(false);
    await page.reload();
    await expect(page.getByTestId('login-google')).toBeVisible();
    await expect(page.getByTestId('login-facebook')).toHaveCount(0);
    expectNoErrors(errors);
  } finally {
    await setFacebook(false);
  }
});
