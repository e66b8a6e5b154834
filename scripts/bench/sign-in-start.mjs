// What starting the portal costs on a sign-in page (issue 28). The page's scripts start at the
// visitor's first action (shell/public/start-on-action.js), after Lighthouse's measurement of a
// load nobody touches: this measures that start. Playwright, CPU slowed 4x as Lighthouse's mobile
// preset does (loopback network, not throttled): /login loaded, one key typed into Email, then the
// time until the Send OTP button is enabled (the form hydrated) and the main thread's blocking
// time meanwhile (the part of each long task over 50 ms, as TBT counts it).
import { median } from './lighthouse.mjs';

async function oneStart(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__pgportalBlocking = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          globalThis.__pgportalBlocking += Math.max(0, task.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    const email = page.getByLabel('Email');
    await email.focus();
    const before = await page.evaluate(() => [performance.now(), globalThis.__pgportalBlocking]);
    await page.keyboard.type('a');
    const send = page.getByRole('button', { name: 'Send OTP' });
    await page.waitForFunction((button) => button && !button.disabled, await send.elementHandle(), {
      polling: 'raf',
      timeout: 60_000,
    });
    const after = await page.evaluate(() => [performance.now(), globalThis.__pgportalBlocking]);
    return { readyMs: after[0] - before[0], blockingMs: after[1] - before[1] };
  } finally {
    await context.close();
  }
}

/** Medians over `runs` fresh contexts: { readyMs, blockingMs }. */
export async function signInStart(browser, baseUrl, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await oneStart(browser, `${baseUrl}/login`));
  return {
    readyMs: median(samples.map((sample) => sample.readyMs)),
    blockingMs: median(samples.map((sample) => sample.blockingMs)),
  };
}
