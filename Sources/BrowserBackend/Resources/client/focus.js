// ComponentKit browser client, focus the server moves, edits the page sends, and the focus order Tab follows.
// One part of the client script, served joined with the others (ClientAssets).
  function focusTarget(view) { return view.input || view.el; }
  let pendingFocus = [];
  // The view whose focus the server took away (Escape in a field): the next
  // Tab goes on from it, as the server's own Tab does, not from the top.
  let navigationStart = null;
  document.addEventListener('focusin', () => { navigationStart = null; });

  // Focus the server moved (or confirmed); ignored while the page has a
  // newer focus move of its own the server has not seen.
  function applyFocus(view, focused) {
    if (acknowledged < lastFocusSequence) return;
    const target = focusTarget(view);
    // A label's focus is on one of its links, which the page moves itself.
    const inside = view.links && view.links.length && target.contains(document.activeElement);
    if (focused && document.activeElement !== target && !inside) (tabStops(view)[0] || target).focus({ preventScroll: true });
    if (!focused && (document.activeElement === target || inside)) {
      document.activeElement.blur();
      navigationStart = view;
    }
  }

  function sendEdit(view) {
    const input = view.input;
    view.composing = false;
    sequence++;
    pendingEdits.set(view.id, sequence);
    const start = input.selectionStart || 0, end = input.selectionEnd || start;
    view.sentSelection = [start, end];
    send({ t: 'edit', v: view.id, q: sequence, text: input.value, s: start, e: end });
  }

  // Views in the focus order take Tab (their roles come with the semantics the server sends).
  // Views that left the order lose their tabindex only after the message's
  // focus move (dropStaleTabStops), quietly: the server took their focus itself.
  let staleTabStops = [];
  function applyFocusOrder(order) {
    const wanted = new Set(order);
    staleTabStops = ck.focusOrder.filter((id) => !wanted.has(id));
    ck.focusOrder = order;
    for (const id of order) {
      const view = views.get(id);
      // A label with links is reached through its links, which are focusable themselves.
      if (view && !view.input && !(view.links && view.links.length)) view.el.tabIndex = 0;
    }
  }
  function dropStaleTabStops() {
    quietFocus++;
    try {
      for (const id of staleTabStops) {
        const view = views.get(id);
        if (view && !view.input) view.el.removeAttribute('tabindex');
      }
    } finally {
      quietFocus--;
    }
    staleTabStops = [];
  }
