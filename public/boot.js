// Runs before the first paint (a blocking script in <head>): applies the visitor's saved colour
// scheme so the prerendered page never flashes the wrong one, and marks that JavaScript runs so
// reveal animations may start hidden (without JavaScript everything stays visible).
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    var saved = localStorage.getItem('color-scheme');
    if (saved === 'light' || saved === 'dark') root.setAttribute('data-theme', saved);
  } catch (e) {
    // Storage can be blocked (privacy settings); the system preference applies.
  }
})();
