// ComponentKit browser client, wheel scrolling, the page's traits and its viewport.
// One part of the client script, served joined with the others (ClientAssets).
  const scrolls = new Map();
  // Offsets this page asked for, with when: wheel events that follow one
  // another faster than the server's answer build on them, not on the last
  // answer (else each would start from the same place and distance is lost).
  // They last 3 s: a loaded server can take over a second to answer, and one
  // that refused a scroll is believed again after that.
  const askedOrigins = new Map();
  const ASKED_ORIGIN_LIFETIME_MS = 3000;
  window.addEventListener('wheel', (event) => {
    // A text view whose text is taller than it scrolls itself.
    const target = event.target;
    if (target && target.tagName === 'TEXTAREA' && target.scrollHeight > target.clientHeight) return;
    event.preventDefault();
    let el = event.target;
    while (el && el !== rootElement && !(el.dataset && SCROLLING[el.dataset.ckKind])) el = el.parentElement;
    if (!el || el === rootElement) return;
    const view = views.get(Number(el.dataset.ckId));
    if (!view) return;
    const asked = askedOrigins.get(view.id);
    const recent = asked && performance.now() - asked.at < ASKED_ORIGIN_LIFETIME_MS ? asked.offset : null;
    const origin = recent || view.props.boundsOrigin || [0, 0];
    const frame = view.props.frame || [0, 0, 0, 0];
    const content = view.props.contentSize || [0, 0];
    const inset = view.props.contentInset || [0, 0, 0, 0];   // top, left, bottom, right
    const x = Math.max(-inset[1], Math.min(Math.max(-inset[1], content[0] + inset[3] - frame[2]), origin[0] + event.deltaX));
    const y = Math.max(-inset[0], Math.min(Math.max(-inset[0], content[1] + inset[2] - frame[3]), origin[1] + event.deltaY));
    if (!scrolls.size) requestAnimationFrame(() => {
      for (const [id, offset] of scrolls) send({ t: 'scroll', v: id, x: offset[0], y: offset[1] });
      scrolls.clear();
    });
    // At the top, a wheel turned further up is sent as overscroll (at most
    // 64 points an event): the server pulls a refresh control with it, and
    // clamps it otherwise. Later events start from the top, not from there.
    const top = -inset[0];
    const overscroll = origin[1] <= top + 0.5 && event.deltaY < 0 ? Math.max(event.deltaY, -64) : 0;
    const pending = scrolls.get(view.id);
    const sentY = overscroll < 0 ? top + overscroll + (pending && pending[1] < top ? pending[1] - top : 0) : y;
    scrolls.set(view.id, [x, sentY]);
    askedOrigins.set(view.id, { offset: [x, y], at: performance.now() });
  }, { passive: false });

  // The page's traits, sent when the socket opens and whenever one changes:
  // media queries (colour scheme, contrast, reduced motion and transparency),
  // the text size (the root font size over the default 16 px, which a probe
  // sized in rem notices changing), the pixel ratio and the language. A
  // `dir=rtl` or `dir=ltr` URL parameter, read when the page loads, forces
  // the direction whatever the language.
  const MEDIA = { dark: '(prefers-color-scheme: dark)', more: '(prefers-contrast: more)',
                  motion: '(prefers-reduced-motion: reduce)', transparency: '(prefers-reduced-transparency: reduce)' };
  const forcedDirection = (() => {
    const dir = new URLSearchParams(window.location.search).get('dir');
    return dir === 'rtl' || dir === 'ltr' ? dir : null;
  })();
  function matches(query) { return typeof window.matchMedia === 'function' && window.matchMedia(query).matches; }
  function clamp(value, low, high, fallback) { return isFinite(value) && value > 0 ? Math.min(high, Math.max(low, value)) : fallback; }
  function currentTraits() {
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const traits = {
      t: 'traits', scheme: matches(MEDIA.dark) ? 'dark' : 'light', contrast: matches(MEDIA.more) ? 'high' : 'normal',
      reduceMotion: matches(MEDIA.motion), reduceTransparency: matches(MEDIA.transparency),
      textScale: clamp(rootSize / 16, 0.25, 8, 1), scale: clamp(window.devicePixelRatio, 0.25, 16, 1),
    };
    const language = String(navigator.language || '');
    if (/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(language) && language.length <= 64) traits.lang = language;
    if (forcedDirection) traits.dir = forcedDirection;
    return traits;
  }
  let sentTraits = '', traitsQueued = false;
  function sendTraits() {
    traitsQueued = false;
    const text = JSON.stringify(currentTraits());
    if (text === sentTraits || !ck.socket || ck.socket.readyState !== WebSocket.OPEN) return;
    sentTraits = text;
    ck.socket.send(text);
  }
  function traitsChanged() {
    if (traitsQueued) return;
    traitsQueued = true;
    setTimeout(sendTraits, 0);
  }
  if (typeof window.matchMedia === 'function') {
    for (const query of Object.values(MEDIA)) window.matchMedia(query).addEventListener('change', traitsChanged);
    // The pixel ratio's query names the ratio it watches: a new one after each change.
    const watchScale = () => {
      window.matchMedia('(resolution: ' + window.devicePixelRatio + 'dppx)')
        .addEventListener('change', () => { traitsChanged(); watchScale(); }, { once: true });
    };
    watchScale();
  }
  window.addEventListener('languagechange', traitsChanged);
  const textSizeProbe = document.createElement('div');
  textSizeProbe.className = 'ck-text-size-probe';
  textSizeProbe.setAttribute('aria-hidden', 'true');
  document.body.appendChild(textSizeProbe);
  if (typeof ResizeObserver === 'function') new ResizeObserver(traitsChanged).observe(textSizeProbe);
  ck.currentTraits = currentTraits;

  let resizeQueued = false;
  function sendViewport() {
    send({ t: 'viewport', w: Math.max(1, window.innerWidth), h: Math.max(1, window.innerHeight) });
  }
  window.addEventListener('resize', () => {
    if (resizeQueued) return;
    resizeQueued = true;
    requestAnimationFrame(() => { resizeQueued = false; sendViewport(); });
  });
