/*
 * Holotable embed script (MIT, like the rest of Holotable). It turns every
 *   <div data-holotable="https://…/embed.html#…">fallback</div>
 * into an iframe of that address whose height follows its content. The protocol is one
 * message, from the embed to this page: {type: 'holotable:height', height: <CSS pixels>},
 * posted when it loads, when its size changes and when its chart redraws. This script accepts
 * it only from the frame it made (event.source) and that frame's origin (event.origin), and
 * ignores every other message. docs/embed.md describes it all.
 */
(function () {
  'use strict';
  var TYPE = 'holotable:height';
  var frames = [];

  /** Light or dark, from the first background behind the embed that is not transparent. */
  function pageTheme(el) {
    for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
      var m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(
        getComputedStyle(e).backgroundColor,
      );
      if (m && (m[4] === undefined || Number(m[4]) > 0.5)) {
        var lum = 0.299 * m[1] + 0.587 * m[2] + 0.114 * m[3];
        return lum < 128 ? 'dark' : 'light';
      }
    }
    return 'light';
  }

  /** The frame's address: it fits its content, and "follow the page" becomes light or dark. */
  function frameUrl(entry) {
    var url = new URL(entry.url.href);
    var hash = url.hash.replace(/^#/, '');
    hash = hash.replace(/(^|&)fit=[^&]*/g, '') + '&fit=content';
    if (entry.followPage)
      hash = hash.replace(/(^|&)theme=page/, '$1theme=' + pageTheme(entry.host));
    url.hash = hash.replace(/^&/, '');
    return url.href;
  }

  function mount(host) {
    if (host.getAttribute('data-holotable-ready') !== null) return;
    var url;
    try {
      url = new URL(host.getAttribute('data-holotable'), document.baseURI);
    } catch {
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    host.setAttribute('data-holotable-ready', '');
    var frame = document.createElement('iframe');
    var entry = {
      host: host,
      frame: frame,
      url: url,
      origin: url.origin,
      followPage: /(^|&)theme=page(&|$)/.test(url.hash.slice(1)),
    };
    frame.title = host.getAttribute('data-title') || 'Holotable chart';
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:0;width:100%;display:block;height:360px';
    frame.src = frameUrl(entry);
    while (host.firstChild) host.removeChild(host.firstChild);
    host.appendChild(frame);
    frames.push(entry);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== TYPE) return;
    var height = data.height;
    if (typeof height !== 'number' || !(height >= 0 && height <= 20000)) return;
    for (var i = 0; i < frames.length; i++) {
      var f = frames[i];
      if (event.source === f.frame.contentWindow && event.origin === f.origin)
        f.frame.style.height = Math.ceil(height) + 'px';
    }
  });

  /** A page that switches its own theme: frames that follow it reload in the new one. */
  function rethemed() {
    for (var i = 0; i < frames.length; i++) {
      var f = frames[i];
      if (!f.followPage) continue;
      var next = frameUrl(f);
      if (next !== f.frame.src) f.frame.src = next;
    }
  }

  function scan() {
    var hosts = document.querySelectorAll('div[data-holotable]');
    for (var i = 0; i < hosts.length; i++) mount(hosts[i]);
    if (
      frames.some(function (f) {
        return f.followPage;
      })
    ) {
      var watch = new MutationObserver(rethemed);
      var opts = { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] };
      watch.observe(document.documentElement, opts);
      if (document.body) watch.observe(document.body, opts);
      if (window.matchMedia)
        window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', rethemed);
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
