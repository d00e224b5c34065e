// The browser tests drive Debian's /usr/bin/chromium (tests/e2e/harness.ts): `npm ci` downloads no Chrome, so it
// works without internet access (the same as PUPPETEER_SKIP_DOWNLOAD=1).
module.exports = { skipDownload: true };
