// ComponentKit browser client, applying the server's messages: operations, animations, traits, then what the server derived (semantics, placements).
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Applying transactions --------------------------------------------
  // The CSS an animatable property shows, as Web Animations keyframes.
  function keyframe(key, value) {
    switch (key) {
      case 'frame': return { left: value[0] + 'px', top: value[1] + 'px', width: value[2] + 'px', height: value[3] + 'px' };
      case 'alpha': return { opacity: String(value) };
      case 'backgroundColor': return { backgroundColor: value || 'transparent' };
      case 'cornerRadius': return { borderRadius: value + 'px' };
      case 'cornerRadii': return value ? { borderRadius: layer.radius({ cornerRadii: value }) } : null;
      case 'transform': return { transform: layer.transform(value) || 'none' };
      case 'shadow': return { boxShadow: layer.boxShadow(value) || 'none' };
      case 'boundsOrigin': return { transform: 'translate(' + (-value[0]) + 'px,' + (-value[1]) + 'px)' };
      default: return null;
    }
  }

  // An animated change: the property takes its final value at once, in
  // order with the transaction's other changes, and a Web Animation plays
  // from the old value to it on top (no forced layout per animation).
  // An animation that ends hidden on a view the server has hidden already
  // (a screen leaving the navigation stack) shows it, inert, while it
  // plays; the end hides it unless the server showed or hid it since.
  function animate(view, a) {
    for (const key in a.to) setProperty(view, key, a.to[key]);
    const from = keyframe(a.key, a.from[a.key]), to = keyframe(a.key, a.to[a.key]);
    const el = a.key === 'boundsOrigin' ? view.content : view.el;
    const leaving = a.hides && view.el.style.display === 'none', changes = view.hiddenChanges;
    const finish = () => {
      if (view.hiddenChanges !== changes) return;
      if (a.hides) view.el.style.display = 'none';
      if (leaving) view.el.inert = !!view.props.inert;
    };
    // Reduced motion (the session's traits, which follow the page's
    // preference): movement lands at once; fades and colour changes play.
    const movement = a.key === 'frame' || a.key === 'transform' || a.key === 'boundsOrigin';
    if (movement && (ck.traits ? ck.traits.reduceMotion : a11y.reducedMotion)) { finish(); return; }
    if (leaving) { view.el.style.display = ''; view.el.inert = true; }
    if (!from || !to || typeof el.animate !== 'function') { setTimeout(finish, (a.duration + a.delay) * 1000); return; }
    const timing = { duration: a.duration * 1000, delay: a.delay * 1000, easing: a.curve, fill: 'backwards' };
    const animation = el.animate([from, to], timing);
    if (a.key === 'boundsOrigin' && view.aside) view.aside.animate([from, to], timing);
    animation.onfinish = finish;
  }

  // Puts a view's element at `index` among its parent's (the index counts
  // the other children). Moving the element that has focus, or holds it,
  // keeps the focus: `moveBefore` moves without the removal that would blur
  // it; where it is missing the element is focused again, quietly.
  function place(view, content, index) {
    const el = view.el;
    let reference = null;
    if (el.parentNode === content) {
      let position = 0;
      for (const child of content.children) {
        if (child === el) continue;
        if (position === index) { reference = child; break; }
        position++;
      }
    } else {
      reference = content.children[index] || null;
    }
    if (reference === el) return;
    const focused = el.isConnected && el.contains(document.activeElement) ? document.activeElement : null;
    if (focused && content.isConnected && typeof content.moveBefore === 'function') {
      content.moveBefore(el, reference);
      return;
    }
    quietFocus++;
    try {
      content.insertBefore(el, reference);
      if (focused) focused.focus({ preventScroll: true });
    } finally {
      quietFocus--;
    }
  }

  // ---- Traits ------------------------------------------------------------------
  // The session's traits ("tr": the page's own, with the app's overrides on
  // top) set the page's direction, colour scheme and the colours of what the
  // page draws itself: its background, focus rings, carets, placeholders and
  // untinted button titles.
  function applyTraits(traits) {
    if (!traits || typeof traits !== 'object') return;
    ck.traits = traits;
    const html = document.documentElement;
    html.dir = traits.dir === 'rtl' ? 'rtl' : 'ltr';
    html.style.colorScheme = traits.scheme === 'dark' ? 'dark' : 'light';
    html.classList.toggle('ck-reduce-motion', !!traits.reduceMotion);
    for (const [key, name] of [['bg', '--ck-background'], ['tint', '--ck-tint'], ['placeholder', '--ck-placeholder'],
                               ['linkHighlight', '--ck-link-highlight']]) {
      if (typeof traits[key] === 'string') html.style.setProperty(name, traits[key]);
    }
    showPageBackground();
  }

  // Around and behind the root view the page shows the root view's own
  // background, or the traits' background: no white frame around a dark app.
  function showPageBackground() {
    const color = ck.rootView && ck.rootView.props.backgroundColor;
    document.body.style.backgroundColor = color || '';
  }

  // Chrome tells of focus leaving an element it removes (focusout, while the
  // element still has its boxes): the server removed it and moved focus
  // itself, and a blur sent now would be newer than that move, which the
  // page would then ignore (focus dropped to the page after a screen closed).
  function removeQuietly(el) {
    quietFocus++;
    try {
      el.remove();
    } finally {
      quietFocus--;
    }
  }

  // Why the server refused or trimmed something this page sent (an edit over
  // an input's limit, undo history past the session's memory budget): told
  // to whoever reads the console, and kept (the last 50) for tests and tools.
  function notice(reason) {
    console.warn('ComponentKit server: ' + reason);
    ck.notices.push(String(reason));
    if (ck.notices.length > 50) ck.notices.shift();
  }

  function apply(message) {
    if (message.t === 'notice') { notice(message.reason); return; }
    if (message.t === 'dev') { dev.apply(message); return; }
    if (typeof message.ack === 'number') acknowledged = Math.max(acknowledged, message.ack);
    if (typeof message.lim === 'number') inputLimit = message.lim;
    if (typeof message.pass === 'string') {
      // A person is here: this browser gets priority when the server is full (a week, as the server signs it).
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = 'ck_pass=' + encodeURIComponent(message.pass) + '; Path=/; Max-Age=604800; SameSite=Strict' + secure;
    }
    if (typeof message.tok === 'string') {
      // The next connection presents this one; saying so lets the server forget the one before.
      token = message.tok;
      send({ t: 'token-ack', token: message.tok });
    }
    if (message.tr) applyTraits(message.tr);
    const focused = document.activeElement;
    if (message.t === 'reset') {
      // A session is open: reloads that led here do not count towards giving up (startAfresh).
      try { sessionStorage.removeItem('ck-reloads'); } catch (e) { /* storage off */ }
      ck.rootView = null;
      views.clear();
      rootElement.replaceChildren();
      ck.resets++;
      ck.focusOrder = [];
    }
    for (const op of message.m) {
      const view = views.get(op[1]);
      switch (op[0]) {
        case 'c': create(op[1], op[2], op[3]); break;
        case 'root': if (view) { rootElement.replaceChildren(view.el); ck.rootView = view; showPageBackground(); } break;
        case 'i': case 'mv': {
          const parent = views.get(op[2]);
          if (view && parent) {
            place(view, parent.aside && view.kind !== 'cell' ? parent.aside : parent.content, op[3]);
            view.parent = parent;
          }
          break;
        }
        case 'rm': if (view) removeQuietly(view.el); break;
        case 'd': if (view) { removeQuietly(view.el); views.delete(op[1]); } break;
        case 's': if (view) { for (const key in op[2]) setProperty(view, key, op[2][key]); } break;
        case 'a': if (view) animate(view, op[2]); break;
        case 'say': a11y.announce(String(op[1]), op[2]); break;
        case 'loc': showLocation(String(op[1]), String(op[2]), op[3], op[4] | 0); break;
        case 'open': openURL(String(op[1])); break;
        default: break;
      }
    }
    if (message.fo) applyFocusOrder(message.fo);
    const focusChanges = pendingFocus;
    pendingFocus = [];
    // A move is one focus() on the new view: blurring the old one first would
    // send a blur the server has not seen, and hold the move back.
    const moved = focusChanges.filter(([view, focused]) => focused && views.get(view.id) === view).pop();
    if (moved) applyFocus(moved[0], true);
    else for (const [view] of focusChanges) if (views.get(view.id) === view) applyFocus(view, false);
    dropStaleTabStops();
    // What the server derived for the views, now that they all exist.
    if (Array.isArray(message.sem)) a11y.apply(message.sem);
    if (Array.isArray(message.pl)) {
      for (const [id, placement] of message.pl) { const view = views.get(id); if (view) placeContent(view, placement); }
    }
    if (Array.isArray(message.tt)) {
      // A label truncated in the head or the middle shows the server's text; null: its own again.
      for (const [id, text, hyphenated] of message.tt) {
        const view = views.get(id);
        if (view && view.kind === 'label') {
          view.shownText = text || null;
          // Soft hyphens mark every break Pango made inside a word: the page breaks there and nowhere else in
          // the word, even where its hyphenated line is a fraction of a pixel wider than the server's.
          if (view.text) view.text.style.overflowWrap = hyphenated === 1 ? 'normal' : '';
          if (view.props.text) { renderText(view, labelText(view)); applyLines(view); }
        }
      }
    }
    if (message.t === 'reset' && focused && focused.dataset && focused.dataset.ckId) {
      // A rebuilt page keeps the element the person was in, with its value and caret.
      const view = views.get(Number(focused.dataset.ckId));
      if (view && view.input && focused !== view.input && acknowledged >= (pendingEdits.get(view.id) || 0)) {
        const start = focused.selectionStart, end = focused.selectionEnd;
        view.input.focus({ preventScroll: true });
        try { view.input.setSelectionRange(start, end); } catch (e) { /* not a text type */ }
      }
    }
    for (const listener of ck.listeners) listener(message);
  }
