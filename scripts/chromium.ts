/**
 * How this project starts a browser: Debian's Chromium (never `playwright install`, ADR 0005),
 * headless, without the sandbox (containers run as root) and without the background traffic it
 * would try on a machine with no internet. Playwright's `launchOptions` for the browser tests,
 * the web benchmark and the demo-picture renderer.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
