// Draws the install icons (public/icons/*.png) from one SVG with Chromium. Run from e2e/ (where
// @playwright/test is installed) after changing the design: node ../shell/scripts/make-icons.mjs.
// The PNGs are committed, so a build needs neither Chromium nor an image library.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '../public/icons');
// A white house on the portal's indigo; the maskable icon keeps it inside the 80 % safe zone.
const svg = (
  size,
  scale,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#4338ca" rx="${scale === 1 ? 18 : 0}"/>
  <g transform="translate(50 52) scale(${scale}) translate(-50 -52)" fill="#fff">
    <path d="M50 18 L84 46 L76 46 L76 82 L24 82 L24 46 L16 46 Z"/>
    <rect x="42" y="58" width="16" height="24" fill="#4338ca"/>
  </g></svg>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, size, scale] of [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.7],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${svg(size, scale)}</body>`);
  await writeFile(path.join(out, name), await page.locator('svg').screenshot({ omitBackground: true }));
}
await browser.close();
