// @ts-check
// Inlined in <head> after the boot script, on the pages of a site with analytics (see
// scripts/pages/inline-scripts.ts). It adds the provider's script once the page has loaded and
// painted, so that it never competes with the first screen, and never for a visitor who asked not
// to be tracked, anywhere but the site's own address, or in a browser its owner opted out.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var data = script.dataset;
  /** @type {Navigator & { globalPrivacyControl?: boolean }} */
  var nav = navigator;
  /** @type {(why: string) => void} */
  var skip = function (why) {
    data.skipped = why;
  };
  // Global Privacy Control, or Do Not Track as Firefox and old Safari report it.
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || /** @type {{ doNotTrack?: string }} */ (window).doNotTrack === '1') {
    return skip('privacy-signal');
  }
  // Not on localhost (npm run preview), a test server or a host's preview deploy.
  if (location.hostname.replace(/^www\./, '') !== data.host) return skip('other-host');
  try {
    // The owner's own browser: localStorage.setItem('analytics', 'off') on the site.
    if (localStorage.getItem('analytics') === 'off') return skip('opted-out');
  } catch {
    // No storage, no opt-out to read.
  }
  addEventListener('load', function () {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var tag = document.createElement('script');
        /** @type {Record<string, string>} */
        var attributes = JSON.parse(data.attributes || '{}');
        for (var name in attributes) tag.setAttribute(name, String(attributes[name]));
        tag.defer = true;
        tag.src = /** @type {string} */ (data.src);
        // The event adapter (src/analytics/) holds what happened before the provider's API arrived.
        tag.onload = function () {
          dispatchEvent(new Event('analytics-ready'));
        };
        document.head.append(tag);
      });
    });
  });
})();
