// Issue 28: the portal's entry script on a pre-rendered page (sign-in, not-found), put in by the
// server (api/src/plugins/prerendered-pages.ts) in place of the entry's own tag. The page is usable
// before any script: its links are links, and typing an e-mail needs none (react-hook-form keeps
// what was typed; the button waits for the scripts). So the entry (data-src) loads at the visitor's
// first action (a touch, a click, a key, typing) or 3 s after the page has loaded, whichever comes
// first, instead of competing with the first paint and the first tap. A signed-in visitor never
// waits for it: the server redirects them from these pages.
// Issue 27: with data-start="after-paint" (a page the service worker opened with the tenant's kept
// screen, shell/src/offline/snapshot-html.ts), the entry loads once that screen is painted instead,
// so that it is on show before the entry is even fetched.
(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute('data-src');
  if (!src) return;
  var ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'input'];
  var START_AFTER_LOAD_MS = 3000;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ACTIONS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    var entry = document.createElement('script');
    entry.src = src;
    document.head.appendChild(entry);
    // A page that held its web app manifest back (the kept screen's) names it now, in a new element:
    // Chromium does not take a manifest from a link whose rel is changed afterwards.
    var held = document.querySelector('link[data-rel="manifest"]');
    if (held) {
      var manifest = document.createElement('link');
      manifest.rel = 'manifest';
      manifest.href = held.getAttribute('href');
      held.replaceWith(manifest);
    }
  }
  if (script.getAttribute('data-start') === 'after-paint') {
    // Once the kept screen is on show: the page parsed whole, a contentful paint, and two frames
    // more (the first paint may show only the top of a page the parser had not finished). A page
    // opened in the background, or a browser that reports no paints, starts it anyway a little later.
    var painted = false;
    var parsed = document.readyState !== 'loading';
    var afterTheNextFrames = function () {
      if (!painted || !parsed) return;
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    };
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted = true;
        afterTheNextFrames();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      painted = true;
    }
    if (!parsed) {
      document.addEventListener(
        'DOMContentLoaded',
        function () {
          parsed = true;
          afterTheNextFrames();
        },
        { once: true },
      );
    }
    afterTheNextFrames();
    setTimeout(start, 1000);
    return;
  }
  ACTIONS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  function later() {
    setTimeout(start, START_AFTER_LOAD_MS);
  }
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
})();
