// ComponentKit browser client, events back to the server: sending, and pointers.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Events back to the server ------------------------------------------
  // A lone UTF-16 surrogate (half an emoji, cut by a script or a broken
  // paste) is not Unicode: JSON.stringify writes it as a \ud800 escape,
  // which is no text either. It becomes U+FFFD, as TextEncoder would make
  // it, one unit for one, so selection offsets still hold.
  const wellFormed = typeof String.prototype.toWellFormed === 'function'
    ? (text) => text.toWellFormed()
    : (text) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');   // with /u, a pair is one code point: only halves match
  function send(object) {
    if (ck.socket && ck.socket.readyState === WebSocket.OPEN) {
      ck.socket.send(JSON.stringify(object, (key, value) => (typeof value === 'string' ? wellFormed(value) : value)));
    }
  }

  const pointers = new Map();
  function pointerIndex(event) {
    if (!pointers.has(event.pointerId)) {
      let index = 0;
      const used = new Set(pointers.values());
      while (used.has(index) && index < 31) index++;
      pointers.set(event.pointerId, index);
    }
    return pointers.get(event.pointerId);
  }
  function pointerLocation(event) {
    const box = rootElement.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }
  // Moves are sent at most once a frame, the latest of each pointer (a
  // pinch moves two at once: neither may be dropped for the other).
  const pendingMoves = new Map();
  function flushMoves() {
    for (const message of pendingMoves.values()) send(message);
    pendingMoves.clear();
  }
  function pointer(phase) {
    return (event) => {
      if (phase !== 'down' && !pointers.has(event.pointerId)) return;
      const at = pointerLocation(event);
      const message = { t: 'p', ph: phase, x: at.x, y: at.y, ms: performance.now(), id: pointerIndex(event) };
      if (phase === 'move') {
        if (pendingMoves.size === 0) requestAnimationFrame(flushMoves);
        pendingMoves.set(message.id, message);
        return;
      }
      flushMoves();
      if (phase === 'down') ck.lastPointerDown = message.ms;
      send(message);
      if (phase === 'up' || phase === 'cancel') pointers.delete(event.pointerId);
      holdTicks();
    };
  }
  // While a pointer is down the server's clock must move on though nothing
  // moves (a long press, a stepper held down): a tick every 100 ms.
  let ticking = null;
  function holdTicks() {
    if (pointers.size > 0 && ticking === null) {
      ticking = setInterval(() => send({ t: 'tick', ms: performance.now() }), 100);
    } else if (pointers.size === 0 && ticking !== null) {
      clearInterval(ticking);
      ticking = null;
    }
  }
  window.addEventListener('pointerdown', pointer('down'));
  window.addEventListener('pointermove', pointer('move'));
  window.addEventListener('pointerup', pointer('up'));
  window.addEventListener('pointercancel', pointer('cancel'));
