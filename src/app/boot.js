// @ts-check
// Inlined in <head>, after the hreflang links it reads (see scripts/pages/inline-scripts.ts for what it does and why).
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    var saved = localStorage.getItem('color-scheme');
    if (saved === 'light' || saved === 'dark') root.setAttribute('data-theme', saved);
  } catch {
    // Storage can be blocked; the system preference applies.
  }
  // A visitor who chose a language with the switcher gets it again at the site's root, and only
  // there: every other address (and every first visit, and every crawler) gets what it asked for.
  try {
    var chosen = localStorage.getItem('language');
    /** @type {HTMLLinkElement | null} */
    var other = location.pathname === '/' && chosen !== root.lang ? document.querySelector('link[hreflang="' + chosen + '"]') : null;
    if (other) return location.replace(new URL(other.href).pathname + location.hash);
  } catch {
    // No storage, no choice to remember.
  }
  var recording = true;
  /** @type {Event[]} */
  var queue = [];
  /**
   * Remembers a click on the language switcher (a link marked data-language), whether or not the
   * navigation's code has arrived; and until the islands' loader takes over, records what happens
   * to islands that are not interactive yet.
   * @param {Event} event
   */
  function record(event) {
    var target = event.target instanceof Element ? event.target : null;
    var link = target && target.closest('a[data-language]');
    try {
      if (link) localStorage.setItem('language', /** @type {HTMLAnchorElement} */ (link).hreflang);
    } catch {
      // No storage: the link still leads there; the choice is just not remembered.
    }
    if (!recording || !target || !target.closest('[data-island]:not([data-hydrated])')) return;
    if (event.type === 'submit') event.preventDefault();
    queue.push(event);
  }
  document.addEventListener('click', record, true);
  document.addEventListener('submit', record, true);
  window.__islandEvents = {
    queue: queue,
    stop: function () {
      recording = false;
    },
  };
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  // A frame after the first contentful paint is on screen (not merely drawn): nothing competes with it.
  function load() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var script = document.createElement('script');
        script.type = 'module';
        script.src = /** @type {string} */ (entry);
        document.head.append(script);
      });
    });
  }
  // Once the document has loaded and painted; where paints cannot be observed, a frame after load.
  addEventListener('load', function () {
    var types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
    if (types.indexOf('paint') < 0) return load();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  });
})();
