// ComponentKit browser client, debug mode: outlines of every component.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Debug mode ------------------------------------------------------
  // ?debug=components or Alt-Shift-D asks the server for outlines of every
  // component (layout-only ones dashed), which it sends per view while the
  // mode is on. The outlines are drawn in an aria-hidden layer that takes no
  // pointer events, so the page works as before and assistive technology
  // never meets them; the pointer's innermost outline shows its component's
  // type and scope path in a tip.
  const debug = (function () {
    let on = new URLSearchParams(window.location.search).get('debug') === 'components';
    let tip = null, hovered = null, pointerAt = null, queued = false;
    function show(view, outlines) {
      if (!outlines || !outlines.length) {
        if (view.debug) { view.debug.remove(); view.debug = null; }
        if (hovered && !hovered.isConnected) hover(null);
        return;
      }
      if (!view.debug) {
        view.debug = document.createElement('div');
        view.debug.className = 'ck-debug';
        view.debug.setAttribute('aria-hidden', 'true');
        view.debug.style.transform = view.content.style.transform;
      }
      // Last among the view's children: over its content and subviews.
      view.el.appendChild(view.debug);
      view.debug.replaceChildren(...outlines.map((outline, index) => {
        const box = document.createElement('div');
        box.dataset.ckIndex = String(index);
        box.className = outline[6] ? 'ck-debug-box' : 'ck-debug-box ck-debug-layout';
        box.style.left = outline[0] + 'px'; box.style.top = outline[1] + 'px';
        box.style.width = outline[2] + 'px'; box.style.height = outline[3] + 'px';
        box.dataset.ckType = String(outline[4]);
        box.dataset.ckScope = String(outline[5]);
        return box;
      }));
      if (pointerAt) findHovered();
    }
    function hover(box) {
      if (hovered === box) return;
      if (hovered) hovered.classList.remove('ck-debug-hover');
      hovered = box;
      if (!box) { if (tip) tip.style.display = 'none'; return; }
      box.classList.add('ck-debug-hover');
      if (!tip) {
        tip = document.createElement('div');
        tip.className = 'ck-debug-tip';
        tip.setAttribute('aria-hidden', 'true');
        document.body.appendChild(tip);
      }
      const type = document.createElement('strong');
      type.textContent = box.dataset.ckType;
      const scope = document.createElement('div');
      scope.textContent = box.dataset.ckScope ? 'scope ' + box.dataset.ckScope : 'no scope';
      tip.replaceChildren(type, scope);
      const rect = box.getBoundingClientRect();
      tip.style.display = '';
      tip.style.left = Math.max(0, Math.min(rect.left, window.innerWidth - tip.offsetWidth)) + 'px';
      tip.style.top = (rect.bottom + 4 + tip.offsetHeight <= window.innerHeight ? rect.bottom + 4 : Math.max(0, rect.top - tip.offsetHeight - 4)) + 'px';
    }
    function depth(element) {
      let count = 0;
      for (let e = element; e; e = e.parentElement) count++;
      return count;
    }
    // The smallest outline under the pointer: the innermost component. Of
    // equal ones, the deeper: a view's children are outlined in its own
    // layer (deeper in the page), a layer lists parents before children.
    function findHovered() {
      queued = false;
      if (!on || !pointerAt) return hover(null);
      let best = null, bestArea = Infinity, bestRank = -1;
      for (const box of document.querySelectorAll('.ck-debug-box')) {
        const r = box.getBoundingClientRect();
        if (pointerAt.x < r.left || pointerAt.x > r.right || pointerAt.y < r.top || pointerAt.y > r.bottom) continue;
        const area = r.width * r.height;
        if (area > bestArea) continue;
        const rank = depth(box.parentElement) * 100000 + Number(box.dataset.ckIndex);
        if (area < bestArea || rank > bestRank) { best = box; bestArea = area; bestRank = rank; }
      }
      hover(best);
    }
    window.addEventListener('pointermove', (event) => {
      if (!on) return;
      pointerAt = { x: event.clientX, y: event.clientY };
      if (!queued) { queued = true; requestAnimationFrame(findHovered); }
    });
    function toggle() {
      on = !on;
      if (!on) hover(null);
      send({ t: 'debug', on: on });
    }
    return {
      show: show,
      get on() { return on; },
      connected() { if (on) send({ t: 'debug', on: true }); },
      // Alt-Shift-D, by the key's place (Alt changes the character on some layouts).
      handles(event) {
        if (!(event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD')) return false;
        event.preventDefault();
        if (event.type === 'keydown' && !event.repeat) toggle();
        return true;
      },
    };
  })();
  ck.debug = debug;
  window.addEventListener('keydown', (event) => { if (debug.handles(event)) event.stopImmediatePropagation(); }, true);
  window.addEventListener('keyup', (event) => { if (debug.handles(event)) event.stopImmediatePropagation(); }, true);
