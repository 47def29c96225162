// Which Chromium the browser tests use: CHROMIUM_PATH, else Playwright's own download (`npx
// playwright install chromium`), else one the system has; none found is one line saying how to get one.
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

export const NO_BROWSER =
  'No Chromium for the browser tests: run `npx playwright install chromium` (any system), or `apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome.';

export type BrowserChoice = { use: 'given' | 'system'; path: string } | { use: 'playwright' } | { use: 'none' };

export function findBrowser(
  env: NodeJS.ProcessEnv,
  playwrightBrowser: string,
  exists: (path: string) => boolean,
): BrowserChoice {
  if (env.CHROMIUM_PATH) return { use: 'given', path: env.CHROMIUM_PATH };
  if (exists(playwrightBrowser)) return { use: 'playwright' };
  const system = SYSTEM_BROWSERS.find(exists);
  return system ? { use: 'system', path: system } : { use: 'none' };
}
