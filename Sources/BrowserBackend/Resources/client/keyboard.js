// ComponentKit browser client, focus and keys: Tab through the server's focus order, keys for the server, links.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Focus and keys ------------------------------------------------------
  function viewOf(element) {
    while (element && element !== rootElement) {
      if (element.dataset && element.dataset.ckId) return views.get(Number(element.dataset.ckId));
      element = element.parentElement;
    }
    return null;
  }
  document.addEventListener('focusin', (event) => {
    const view = viewOf(event.target);
    if (!view || quietFocus) return;
    sequence++;
    lastFocusSequence = sequence;
    send({ t: 'focus', v: view.id, q: sequence });
  });
  document.addEventListener('focusout', (event) => {
    const view = viewOf(event.target);
    // An element that stopped being shown loses focus by the browser's own
    // fix-up: the server hid it and already moved focus, so nothing is said.
    if (!view || quietFocus || !event.target.getClientRects().length) return;
    sequence++;
    lastFocusSequence = sequence;
    send({ t: 'blur', v: view.id, q: sequence });
  });
  // Caret and selection moves without an edit, at most once a frame.
  let selectionQueued = false;
  document.addEventListener('selectionchange', () => {
    if (selectionQueued) return;
    selectionQueued = true;
    requestAnimationFrame(() => {
      selectionQueued = false;
      const view = viewOf(document.activeElement);
      if (!view || !view.input || view.composing || document.activeElement !== view.input) return;
      const start = view.input.selectionStart || 0, end = view.input.selectionEnd || start;
      if (view.sentSelection && view.sentSelection[0] === start && view.sentSelection[1] === end) return;
      view.sentSelection = [start, end];
      sequence++;
      send({ t: 'sel', v: view.id, q: sequence, s: start, e: end });
    });
  });
  document.addEventListener('compositionstart', (event) => {
    const view = viewOf(event.target);
    if (view) view.composing = true;
  });

  // Tab follows the framework's focus order, moved here at once (the server
  // hears the focus move like any other).
  // The elements Tab visits for a view: a label's links, else its own element.
  function tabStops(view) {
    if (view.links && view.links.length) return view.links.filter((link) => link.tabIndex >= 0);
    return [focusTarget(view)];
  }
  function currentStops() {
    const stops = [];
    for (const id of ck.focusOrder) if (views.has(id)) stops.push(...tabStops(views.get(id)));
    return stops;
  }
  // Tab past the last stop, or Shift-Tab before the first, leaves the page
  // as on any web page (no keyboard trap): focus goes to the guard at that
  // end of the document and the browser's own Tab takes it on from there.
  // Coming back from the browser, a guard takes focus first and hands it to
  // the first stop (the last one, coming back with Shift-Tab).
  let leavingPage = false;
  function focusGuard(edge) {
    const guard = document.createElement('span');
    guard.tabIndex = 0;
    guard.dataset.ckFocusGuard = edge;
    guard.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;pointer-events:none;outline:none';
    guard.addEventListener('focus', () => {
      if (leavingPage) return;
      const stops = currentStops();
      if (edge === 'start') focusFrom(stops, 0, 1); else focusFrom(stops, stops.length - 1, -1);
    });
    return guard;
  }
  const startGuard = focusGuard('start'), endGuard = focusGuard('end');
  document.body.insertBefore(startGuard, document.body.firstChild);
  document.body.appendChild(endGuard);
  function leavePage(backwards) {
    leavingPage = true;
    try { (backwards ? startGuard : endGuard).focus({ preventScroll: true }); } finally { leavingPage = false; }
  }
  // Focuses the first of stops[index], stops[index + step], … that takes
  // focus: an element the page cannot focus yet (still hidden by an
  // animation) is passed over. Returns whether one took it.
  function focusFrom(stops, index, step) {
    for (; index >= 0 && index < stops.length; index += step) {
      stops[index].focus({ preventScroll: true });
      if (document.activeElement === stops[index]) return true;
    }
    return false;
  }
  // Returns whether focus moved within the page (the key is then taken);
  // past either end it leaves the page.
  function moveFocus(backwards) {
    const stops = currentStops();
    if (!stops.length) return false;
    let index = stops.indexOf(document.activeElement);
    if (index < 0) {
      const current = viewOf(document.activeElement) ||
        (navigationStart && views.get(navigationStart.id) === navigationStart ? navigationStart : null);
      index = current ? stops.indexOf(tabStops(current)[0]) : -1;
    }
    const step = backwards ? -1 : 1;
    const next = index < 0 ? (backwards ? stops.length - 1 : 0) : index + step;
    // Entering a list from outside: the server scrolls it to its first row
    // (its last, going back) and focuses that row, which the page may not
    // have yet, as a list holds only the rows near what it shows.
    if (next >= 0 && next < stops.length && enteredList(stops[next], document.activeElement)) {
      sequence++;
      send({ t: 'key', ph: 'down', k: 'Tab', m: backwards ? 1 : 0, q: sequence });
      return true;
    }
    if (focusFrom(stops, next, step)) return true;
    // While a modal dialog is up (the server marks it aria-modal and makes
    // the rest inert), Tab goes round inside it instead of leaving the page.
    if (modalDialogShown() && focusFrom(stops, backwards ? stops.length - 1 : 0, step)) return true;
    leavePage(backwards);
    return false;
  }
  function modalDialogShown() {
    for (const dialog of rootElement.querySelectorAll('[aria-modal="true"]')) {
      if (!dialog.closest('[inert]') && dialog.getClientRects().length) return true;
    }
    return false;
  }
  // The outermost list holding `target` that does not hold `from`.
  function enteredList(target, from) {
    let entered = null;
    for (let el = target.parentElement; el && el !== rootElement; el = el.parentElement) {
      const kind = el.dataset && el.dataset.ckKind;
      if ((kind === 'collection' || kind === 'table') && !(from && el.contains(from))) entered = el;
    }
    return entered;
  }

  const MODIFIER_KEYS = { Shift: true, Control: true, Alt: true, Meta: true, CapsLock: true };
  const EDITING_SHORTCUTS = { a: true, c: true, v: true, x: true, z: true, y: true };
  function modifierBits(event) {
    return (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);
  }
  // Keys a page's own text editing uses stay in the page; the server hears
  // the rest: Return and Escape, shortcuts, and every key when no text
  // input has focus (Enter and Space on a focused button).
  function keyForServer(event) {
    if (MODIFIER_KEYS[event.key] || event.isComposing || event.keyCode === 229) return false;
    const view = viewOf(event.target);
    if (!view || !view.input) return true;
    const shortcut = event.ctrlKey || event.metaKey;
    if (shortcut) return !EDITING_SHORTCUTS[String(event.key).toLowerCase()];
    if (event.key === 'Escape') return true;
    return event.key === 'Enter' && view.kind === 'textField';
  }
  // A web address the app opens (a label's link no handler hears): in a new
  // tab, with no access back to this page. The server checked the scheme;
  // the page checks it again.
  function openURL(url) {
    let parsed;
    try { parsed = new URL(url); } catch (error) { return; }
    if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol)) return;
    window.open(parsed.href, '_blank', 'noopener,noreferrer');
  }
  // Enter on a focused link activates it on the server, as a tap on it would.
  function linkKey(event) {
    const target = event.target;
    if (event.key !== 'Enter' || !target || !target.dataset || target.dataset.ckLink === undefined) return false;
    const view = viewOf(target);
    if (!view) return false;
    event.preventDefault();
    sequence++;
    send({ t: 'link', v: view.id, l: Number(target.dataset.ckLink), q: sequence });
    return true;
  }
  // A link's click goes to the server as pointer events; the page never follows its href itself.
  document.addEventListener('click', (event) => {
    if (event.target && event.target.closest && event.target.closest('.ck-link')) event.preventDefault();
  });
  function key(phase) {
    return (event) => {
      // The page's own panels (a closed session's Reload button, the development overlay) take keys as any page does.
      if (event.target && event.target.closest && event.target.closest('.ck-notice, .ck-dev')) return;
      if (phase === 'down' && linkKey(event)) return;
      if (phase === 'down' && event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (moveFocus(event.shiftKey)) event.preventDefault();
        return;
      }
      if (!keyForServer(event)) return;
      const view = viewOf(event.target);
      if (!view || !view.input) {
        // No page scroll or click, and a key an element's action takes does nothing else.
        if (event.key === ' ' || event.key === 'Enter' || a11y.hasShortcut(view, event)) event.preventDefault();
      }
      sequence++;
      send({ t: 'key', ph: phase, k: String(event.key).slice(0, 32), m: modifierBits(event), q: sequence });
    };
  }
  window.addEventListener('keydown', key('down'));
  window.addEventListener('keyup', key('up'));
