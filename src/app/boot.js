// @ts-check
// Inlined in <head> as is (see scripts/assemble-page.ts for what it does and why).
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
  // there: any other address (and every first visit, and every crawler) gets what it asked for.
  try {
    var chosen = localStorage.getItem('language');
    /** @type {HTMLLinkElement | null} */
    var other = location.pathname === '/' && chosen !== root.lang ? document.querySelector('link[hreflang="' + chosen + '"]') : null;
    if (other) return location.replace(new URL(other.href).pathname + location.hash);
  } catch {
    // No storage, no choice to remember.
  }
  /** @type {Event[]} */
  var queue = [];
  /** @param {Event} event */
  function record(event) {
    if (!(event.target instanceof Element) || !event.target.closest('[data-island]:not([data-hydrated])')) return;
    if (event.type === 'submit') event.preventDefault();
    queue.push(event);
  }
  document.addEventListener('click', record, true);
  document.addEventListener('submit', record, true);
  window.__islandEvents = {
    queue: queue,
    stop: function () {
      document.removeEventListener('click', record, true);
      document.removeEventListener('submit', record, true);
    },
  };
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = /** @type {string} */ (entry);
    document.head.append(script);
  }
  // Once the document has loaded and its first contentful paint is on screen (not merely
  // drawn): nothing competes with it. Where paints cannot be observed, a frame after load.
  addEventListener('load', function () {
    var types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
    if (types.indexOf('paint') < 0)
      return requestAnimationFrame(function () {
        setTimeout(load);
      });
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      requestAnimationFrame(function () {
        setTimeout(load);
      });
    }).observe({ type: 'paint', buffered: true });
  });
})();
