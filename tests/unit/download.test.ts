import { describe, expect, it } from 'vitest';
import { parseConsolidatedSettings } from '../../src/api/system';
import { detectDevice, iosVersion, isNativeApp, needsLegacyIosTip } from '../../src/lib/device';
import { barHasLink, downloadLinks, optionsFor } from '../../src/lib/download-links';

const IPHONE_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_12_1 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const IPAD_11_4 = 'Mozilla/5.0 (iPad; CPU OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('the device of the download offers', () => {
  it('reads the iOS version from the user agent (iPhone OS x_y, CPU OS x_y on an iPad)', () => {
    expect(iosVersion(IPHONE_17)).toEqual([17, 0]);
    expect(iosVersion(IPHONE_12_1)).toEqual([12, 1]);
    expect(iosVersion(IPAD_11_4)).toEqual([11, 4]);
    expect(iosVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 9 like Mac OS X)')).toEqual([9, 0]);
    expect(iosVersion(ANDROID)).toBeUndefined();
    expect(iosVersion(MAC)).toBeUndefined();
  });

  it('tells iOS, Android and a desktop apart (an iPad that says Macintosh but has touch is iOS)', () => {
    expect(detectDevice(IPHONE_17).kind).toBe('ios');
    expect(detectDevice(ANDROID).kind).toBe('android');
    expect(detectDevice(DESKTOP).kind).toBe('desktop');
    expect(detectDevice(MAC).kind).toBe('desktop');
    expect(detectDevice(MAC, 5).kind).toBe('ios');
  });

  it('gives the legacy-iOS tip on iOS 11 or lower, or iOS 12 below 12.2, and nowhere else', () => {
    const tip = (ua: string) => needsLegacyIosTip(detectDevice(ua));
    expect(tip(IPAD_11_4)).toBe(true);
    expect(tip(IPHONE_12_1)).toBe(true);
    expect(tip('Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X)')).toBe(true);
    expect(tip('Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X)')).toBe(false);
    expect(tip('Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X)')).toBe(false);
    expect(tip('Mozilla/5.0 (iPhone; CPU iPhone OS 13_0 like Mac OS X)')).toBe(false);
    expect(tip(IPHONE_17)).toBe(false);
    expect(tip(ANDROID)).toBe(false);
    expect(tip(DESKTOP)).toBe(false);
  });

  it("knows the native app's web view", () => {
    expect(isNativeApp(ANDROID_WEBVIEW)).toBe(true);
    expect(isNativeApp(`${IPHONE_17} LiveryApp/2.1`)).toBe(true);
    expect(isNativeApp(ANDROID)).toBe(false);
  });
});

const defaults = { ios: 'https://apps.example.com/ios', android: 'https://apps.example.com/app.apk', mobileConfig: 'https://apps.example.com/p.mobileconfig', homeScreen: true };

describe('the download links', () => {
  it("takes the platform's app links (any case) when it names any, with its AppDownloadIcon entry; the merchant's defaults otherwise", () => {
    const links = downloadLinks(defaults, [
      { resourceType: 'Android', url: 'https://live.example.com/app.apk' },
      { resourceType: 'AppDownloadIcon', url: 'https://live.example.com/icon.png' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/x' },
    ]);
    expect(links).toEqual({ homeScreen: true, android: 'https://live.example.com/app.apk', icon: 'https://live.example.com/icon.png' });
    expect(downloadLinks(defaults, [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }])).toEqual(defaults);
  });

  it('allows https links only: a javascript: or http: entry is left out', () => {
    const links = downloadLinks({ homeScreen: false }, [
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { resourceType: 'Android', url: 'http://apps.example.com/app.apk' },
      { resourceType: 'MOBILECONFIG', url: ' https://apps.example.com/p.mobileconfig ' },
    ]);
    expect(links).toEqual({ homeScreen: false, mobileConfig: 'https://apps.example.com/p.mobileconfig' });
  });

  it('offers an iPhone iOS, the profile and the home screen; Android its app and the home screen; a desktop all that exist', () => {
    const all = downloadLinks(defaults, []);
    expect(optionsFor('ios', all)).toEqual(['ios', 'mobileConfig', 'homeScreen']);
    expect(optionsFor('android', all)).toEqual(['android', 'homeScreen']);
    expect(optionsFor('desktop', all)).toEqual(['android', 'ios', 'mobileConfig', 'homeScreen']);
    const androidOnly = downloadLinks({ android: defaults.android, homeScreen: false }, []);
    expect(optionsFor('ios', androidOnly)).toEqual([]);
    expect(optionsFor('desktop', androidOnly)).toEqual(['android']);
  });

  it('shows the bar only with a link for the platform (iOS: iOS or profile link, or the home-screen option; Android: an Android link)', () => {
    const none = { homeScreen: false };
    expect(barHasLink('ios', downloadLinks(none, []))).toBe(false);
    expect(barHasLink('ios', downloadLinks({ homeScreen: true }, []))).toBe(true);
    expect(barHasLink('ios', downloadLinks({ ...none, mobileConfig: defaults.mobileConfig }, []))).toBe(true);
    expect(barHasLink('ios', downloadLinks({ ...none, ios: defaults.ios }, []))).toBe(true);
    expect(barHasLink('android', downloadLinks({ homeScreen: true, ios: defaults.ios }, []))).toBe(false);
    expect(barHasLink('android', downloadLinks({ ...none, android: defaults.android }, []))).toBe(true);
    expect(barHasLink('desktop', downloadLinks({ homeScreen: true }, []))).toBe(false);
    expect(barHasLink('desktop', downloadLinks({ ...none, ios: defaults.ios }, []))).toBe(true);
  });
});

describe('the download bar site settings', () => {
  it('reads app_desc, app_desc_font_color and app_background; a colour that is not a CSS colour is left out', () => {
    const settings = parseConsolidatedSettings({ app_desc: ' Play anywhere ', app_desc_font_color: '#fff', app_background: 'url(javascript:x)' });
    expect(settings.appBar).toEqual({ description: 'Play anywhere', color: '#fff', background: undefined });
    expect(parseConsolidatedSettings({ app_background: 'rgb(10, 20, 30)' }).appBar.background).toBe('rgb(10, 20, 30)');
    expect(parseConsolidatedSettings({}).appBar).toEqual({ background: undefined, description: undefined, color: undefined });
  });
});
