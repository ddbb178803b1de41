// @ts-check
// Inlined in <head> after the boot script, on the pages of a site with analytics (see
// scripts/pages/inline-scripts.ts). It adds the provider's script once the page has loaded and
// its first paint is on screen, so that it never competes with the first screen, and never for a visitor who asked not
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
  // The language switcher's links (marked data-language, as boot.js knows them), clicked before
  // this page's code has arrived or after: the switch is sent from the page it leads to, which
  // reads this (src/analytics/remembered-switch.ts).
  document.addEventListener(
    'click',
    function (event) {
      var link = event.target instanceof Element ? event.target.closest('a[data-language]') : null;
      try {
        if (link)
          sessionStorage.setItem(
            'analytics:language-switched',
            JSON.stringify({ from: document.documentElement.lang, to: link.getAttribute('hreflang') }),
          );
      } catch {
        // No storage: the switch goes uncounted.
      }
    },
    true,
  );
  function add() {
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
  }
  /**
   * A frame after the first contentful paint is on screen, as boot.js waits for it (an inline
   * script cannot share its code): a load event can come before it on a fast connection, and a
   * frame after the load event is not yet a paint on screen.
   * @param {() => void} callback
   */
  function afterFirstPaint(callback) {
    function next() {
      requestAnimationFrame(function () {
        setTimeout(callback);
      });
    }
    var types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
    if (types.indexOf('paint') < 0) return next();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      next();
    }).observe({ type: 'paint', buffered: true });
  }
  // After the load event too: nothing the page itself fetches competes with it.
  addEventListener('load', function () {
    afterFirstPaint(add);
  });
})();
