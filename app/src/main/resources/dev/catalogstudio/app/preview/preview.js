// The studio's own script for the preview page, run through WebEngine.executeScript after the page loads (the
// page's Content Security Policy lets no script of the document run). csBridge is the Java side.
(function () {
  var blocks = [];
  var current = null;
  var content = document.getElementById('cs-content');

  // Replaces the blocks that changed: the common prefix and suffix stay as they are, so the scroll position,
  // loaded images and the highlight outside the edit survive a re-render.
  window.csPatch = function (json) {
    var next = JSON.parse(json);
    var p = 0;
    while (p < blocks.length && p < next.length && blocks[p] === next[p]) { p++; }
    var s = 0;
    while (s < blocks.length - p && s < next.length - p
           && blocks[blocks.length - 1 - s] === next[next.length - 1 - s]) { s++; }
    var anchor = content.children[blocks.length - s] || null;
    for (var i = blocks.length - s - 1; i >= p; i--) { content.removeChild(content.children[i]); }
    var holder = document.createElement('div');
    for (var j = p; j < next.length - s; j++) {
      holder.innerHTML = next[j];
      content.insertBefore(holder.firstElementChild, anchor);
    }
    blocks = next;
    return (next.length - s - p) + '';
  };

  // Highlights the innermost element whose source lines hold the caret's line (else the last one before it) and
  // scrolls it into view when it is outside. Returns "line-end" of the element, or "".
  window.csHighlight = function (line) {
    var all = content.querySelectorAll('[data-line]');
    var inside = null, before = null;
    for (var i = 0; i < all.length; i++) {
      var start = +all[i].getAttribute('data-line'), end = +all[i].getAttribute('data-end');
      if (start <= line && line <= end) { inside = all[i]; }
      if (start <= line && (before === null || all[i].parentElement.classList.contains('cs-block'))) { before = all[i]; }
    }
    var chosen = inside || before || all[0] || null;
    if (current !== chosen) {
      if (current) { current.classList.remove('cs-current'); }
      current = chosen;
      if (current) { current.classList.add('cs-current'); }
    }
    if (!current) { return ''; }
    var r = current.getBoundingClientRect();
    if (r.bottom < 0 || r.top > window.innerHeight) { current.scrollIntoView(); window.scrollBy(0, -40); }
    return current.getAttribute('data-line') + '-' + current.getAttribute('data-end');
  };

  window.csSetDark = function (dark) { document.body.classList.toggle('dark', dark); };

  window.csShowImage = function (src, data) {
    var holders = content.querySelectorAll('.cs-remote');
    for (var i = 0; i < holders.length; i++) {
      if (holders[i].getAttribute('data-src') === src) {
        var img = document.createElement('img');
        img.src = data;
        img.alt = holders[i].textContent;
        holders[i].parentNode.replaceChild(img, holders[i]);
      }
    }
  };

  document.addEventListener('click', function (e) {
    var el = e.target;
    while (el && el !== document.body) {
      if (el.hasAttribute && el.hasAttribute('data-open')) { e.preventDefault(); csBridge.open(el.getAttribute('data-open')); return; }
      if (el.hasAttribute && el.hasAttribute('data-plane')) { e.preventDefault(); csBridge.plane(el.getAttribute('data-plane')); return; }
      if (el.hasAttribute && el.hasAttribute('data-external')) { e.preventDefault(); csBridge.external(el.getAttribute('data-external')); return; }
      if (el.classList && el.classList.contains('cs-remote')) { e.preventDefault(); csBridge.loadImage(el.getAttribute('data-src')); return; }
      if (el.tagName === 'A') { e.preventDefault(); }
      el = el.parentElement;
    }
    var block = e.target.closest ? e.target.closest('[data-line]') : null;
    if (block) { csBridge.line(+block.getAttribute('data-line')); }
  }, true);
})();
