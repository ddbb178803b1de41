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
  var data = document.currentScript ? document.currentScript.dataset : /** @type {DOMStringMap} */ ({});
  /**
   * Calls back a frame after the first contentful paint is on screen (not merely drawn), so that
   * nothing competes with it; where paints cannot be observed, a frame after the load event.
   * @param {() => void} callback
   */
  function afterFirstPaint(callback) {
    function next() {
      requestAnimationFrame(function () {
        setTimeout(callback);
      });
    }
    var types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes || [];
    if (types.indexOf('paint') < 0) return addEventListener('load', next);
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      next();
    }).observe({ type: 'paint', buffered: true });
  }
  // The page's stylesheet (scripts/pages/page-styles.ts): after the first screen's paint; until it
  // has applied, or failed, what follows the first screen stays unseen.
  var stylesheet = data.stylesheet;
  // An address with a fragment (/#skills) was scrolled to before the section had its styles:
  // once it has them, it is scrolled to again, unless the visitor has moved since.
  var moved = false;
  if (stylesheet) {
    root.setAttribute('data-stylesheet', 'pending');
    var onInput = function () {
      moved = true;
    };
    ['wheel', 'touchstart', 'keydown'].forEach(function (type) {
      addEventListener(type, onInput, true);
    });
  }
  afterFirstPaint(function () {
    // What no paint needs but a browser fetches as soon as it reads it (the icons, the manifest, the
    // web fonts of a page without a stylesheet), from the <noscript> that holds it for a browser without JavaScript.
    var later = document.querySelector('noscript[data-after-paint]');
    if (later) later.insertAdjacentHTML('afterend', /** @type {string} */ (later.textContent));
    if (!stylesheet) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.onload = link.onerror = function () {
      // The next frame styles the page while the first screen's CSS still stops transitions, so
      // nothing the stylesheet changes is animated (a section waiting to be revealed would fade
      // out); those rules are lifted in a task after that frame: two short tasks, not one long one.
      requestAnimationFrame(function () {
        setTimeout(function () {
          root.removeAttribute('data-stylesheet');
          var target = document.querySelector(':target');
          if (target && !moved) target.scrollIntoView({ behavior: 'instant' });
        });
      });
    };
    // Before styled-components' tag, if the page has one: the rules it writes come after.
    document.head.insertBefore(link, document.head.querySelector('style[data-styled]'));
  });
  var entry = data.entry;
  if (!entry) return;
  // The entry, once the document has loaded and painted.
  addEventListener('load', function () {
    afterFirstPaint(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = /** @type {string} */ (entry);
      document.head.append(script);
    });
  });
})();
