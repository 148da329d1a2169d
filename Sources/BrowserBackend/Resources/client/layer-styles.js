// ComponentKit browser client, layer styles: transforms, shadows, gradients and corner radii as CSS.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Layer styles ---------------------------------------------------------
  // Transforms, shadows, gradients and per-corner radii as CSS. The
  // transform's origin is CSS's default, the element's centre: UIKit's
  // anchor point. Gradients are built from the element's size, so a frame
  // change rebuilds them.
  const layer = (function () {
    // [tx, ty, rotation, scaleX, scaleY, skew] from the server, as functions
    // CSS interpolates one by one (a matrix flattened by a scale of 0 cannot be).
    function transform(t) {
      if (!t || (t[0] === 0 && t[1] === 0 && t[2] === 0 && t[3] === 1 && t[4] === 1 && t[5] === 0)) return '';
      return 'translate(' + t[0] + 'px,' + t[1] + 'px) rotate(' + t[2] + 'rad) scale(' + t[3] + ',' + t[4] + ') skewX(' + t[5] + 'rad)';
    }
    function radius(props) {
      const r = props.cornerRadii;
      if (r) return r.map((v) => v + 'px').join(' ');
      return (props.cornerRadius || 0) + 'px';
    }
    function boxShadow(sh) {
      return sh ? sh.x + 'px ' + sh.y + 'px ' + sh.blur + 'px ' + sh.c : '';
    }
    // A shadow follows the box (box-shadow), or a path drawn by an element
    // of the path's shape under the content. Clipping views cast none, as
    // Core Animation's masksToBounds clips the shadow.
    function shadow(view) {
      const sh = view.props.shadow, visible = sh && !view.props.clipsToBounds;
      view.el.style.boxShadow = visible && !sh.path ? boxShadow(sh) : '';
      if (!(visible && sh.path)) {
        if (view.shadow) { view.shadow.remove(); view.shadow = null; }
        return;
      }
      if (!view.shadow) {
        view.shadow = document.createElement('div');
        view.shadow.className = 'ck-shadow';
        view.el.insertBefore(view.shadow, view.el.firstChild);
      }
      // The path is in bounds coordinates, from the box's corner.
      const p = sh.path, r = p.r, st = view.shadow.style;
      st.left = r[0] + 'px'; st.top = r[1] + 'px'; st.width = r[2] + 'px'; st.height = r[3] + 'px';
      st.borderRadius = p.k === 'ellipse' ? '50%' : (p.radii ? p.radii.map((v) => v + 'px').join(' ') : '0');
      st.boxShadow = boxShadow(sh);
    }
    function stops(list, at) { return list.map((stop) => stop[0] + ' ' + at(stop[1])).join(', '); }
    // Core Animation's gradient runs from a start to an end point; CSS's
    // along a line through the centre at an angle, as long as the box
    // needs. Stops are placed where the start-to-end positions project.
    function gradient(g, width, height) {
      if (g.k === 'radial') {
        const rx = Math.max(g.e[0] * width, 0.01), ry = Math.max(g.e[1] * height, 0.01);
        return 'radial-gradient(' + rx + 'px ' + ry + 'px at ' + g.s[0] * width + 'px ' + g.s[1] * height + 'px, ' +
          stops(g.stops, (t) => t * 100 + '%') + ')';
      }
      const x0 = g.s[0] * width, y0 = g.s[1] * height, vx = g.e[0] * width - x0, vy = g.e[1] * height - y0;
      const length = Math.hypot(vx, vy);
      if (!(length > 0)) { const last = g.stops[g.stops.length - 1][0]; return 'linear-gradient(' + last + ', ' + last + ')'; }
      const dx = vx / length, dy = vy / length;
      const line = Math.abs(width * dx) + Math.abs(height * dy);
      const sx = width / 2 - dx * line / 2, sy = height / 2 - dy * line / 2;
      const base = (x0 - sx) * dx + (y0 - sy) * dy;
      const angle = Math.atan2(dx, -dy) * 180 / Math.PI;
      return 'linear-gradient(' + angle + 'deg, ' + stops(g.stops, (t) => (base + t * length) + 'px') + ')';
    }
    return { transform: transform, radius: radius, boxShadow: boxShadow, shadow: shadow, gradient: gradient };
  })();
