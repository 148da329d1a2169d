// ComponentKit browser client: applies the server's view-tree transactions
// to absolutely positioned elements and sends pointer, scroll and viewport
// events back. It never computes layout: every frame comes from the server.
// Text only ever goes in through textContent, never parsed as HTML.
(function () {
  'use strict';
  const meta = (name) => document.querySelector('meta[name="' + name + '"]').content;
  const session = meta('ck-session');
  // The ticket from the page, then each reconnect token the session sends ("tok" in a reset). Only ever
  // sent as the first message of a connection, never in a URL, which proxies and servers log.
  let token = meta('ck-token');
  const rootElement = document.getElementById('ck-root');
  const views = new Map();
  const ck = window.__ck = { views: views, messages: 0, bytes: 0, resets: 0, connected: false, closedReason: null,
                             listeners: [], socket: null, notices: [] };
  const SCROLLING = { scroll: true, collection: true, table: true };
  const LISTS = { collection: true, table: true };
  const a11y = window.__ckAccessibility(views);
  ck.accessibility = a11y;
  const TEXT_INPUT = { textField: 'input', textView: 'textarea' };
  // Numbered intent (edits, focus, keys): the server acknowledges the last it
  // applied ("ack"), and state it sends from before our latest intent for an
  // element is older than what the page shows, so it is not applied.
  let sequence = 0, acknowledged = 0, lastFocusSequence = 0, inputLimit = 4096;
  let quietFocus = 0;   // focus moves the client makes itself while moving elements
  const pendingEdits = new Map();   // view id -> sequence of its latest edit
  ck.focusOrder = [];
  const HIGHLIGHTED = 1, DISABLED = 2, SELECTED = 4;

  // ---- Building views -------------------------------------------------
  function create(id, kind, props) {
    const el = document.createElement('div');
    el.className = 'ck';
    el.dataset.ckId = String(id);
    el.dataset.ckKind = kind;
    el.id = 'ck-' + id;   // aria-owns names list items by it
    const content = document.createElement('div');
    content.className = 'ck-content';
    const view = { id: id, kind: kind, el: el, content: content, props: {}, text: null, img: null, spinner: null,
                   button: null, input: null, aside: null, parent: null };
    if (kind === 'label') {
      // Like UILabel, the text block is centered vertically in the label (clipped when taller).
      const box = document.createElement('div');
      box.className = 'ck-label';
      view.text = document.createElement('div');
      view.text.className = 'ck-text';
      box.appendChild(view.text);
      el.appendChild(box);
    } else if (kind === 'image') {
      view.img = document.createElement('img');
      view.img.className = 'ck-img';
      view.img.alt = '';
      view.img.draggable = false;
      el.appendChild(view.img);
    } else if (kind === 'button') {
      view.button = { titles: {}, colors: {}, images: {}, backgrounds: {}, state: 0 };
      view.background = document.createElement('img');
      view.background.className = 'ck-img';
      view.background.alt = '';
      view.img = document.createElement('img');
      view.img.alt = '';
      view.img.style.position = 'absolute';
      view.text = document.createElement('div');
      view.text.className = 'ck-text';
      view.text.style.display = 'flex';
      view.text.style.alignItems = 'center';
      view.text.style.justifyContent = 'center';
      view.text.style.whiteSpace = 'pre';
      el.append(view.background, view.img, view.text);
    } else if (TEXT_INPUT[kind]) {
      view.input = document.createElement(TEXT_INPUT[kind]);
      view.input.className = 'ck-input';
      view.input.dataset.ckId = String(id);
      if (kind === 'textField') view.input.type = 'text';
      view.input.addEventListener('input', (event) => { if (!event.isComposing) sendEdit(view); });
      view.input.addEventListener('compositionend', () => sendEdit(view));
      el.appendChild(view.input);
    } else if (kind === 'drawing') {
      // The drawing's markup comes from the server (DrawingEncoding); the view's element carries its role and name.
      view.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      view.svg.setAttribute('class', 'ck-drawing');
      view.svg.setAttribute('aria-hidden', 'true');
      view.svg.setAttribute('preserveAspectRatio', 'none');
      el.appendChild(view.svg);
    } else if (kind === 'activityIndicator') {
      view.spinner = spinner();
      el.appendChild(view.spinner);
    }
    el.appendChild(content);
    if (LISTS[kind]) {
      // A list's other subviews (a section index, a delete button) sit beside
      // its items, not among them: a list holds only list items.
      view.aside = document.createElement('div');
      view.aside.className = 'ck-content';
      el.appendChild(view.aside);
    }
    views.set(id, view);
    a11y.created(view);
    // A label's text is built once, after its font and the rest are known.
    view.creating = true;
    for (const key in props) setProperty(view, key, props[key]);
    view.creating = false;
    if (view.kind === 'label' && view.props.text) { renderText(view, view.props.text); applyLines(view); }
    if (view.button) renderButton(view);
    return view;
  }

  function cssFont(font) {
    return (font.italic ? 'italic ' : '') + font.weight + ' ' + font.size + 'px "' + String(font.family).replace(/"/g, '') + '", sans-serif';
  }

  // Maps the drawing's canvas to the rectangle its content mode gives in
  // the view's bounds (ContentMode.rect in Swift), by the viewBox alone.
  function placeDrawing(view) {
    const drawing = view.props.drawing, frame = view.props.frame;
    if (!drawing || !frame || !(drawing.size[0] > 0) || !(drawing.size[1] > 0) || !(frame[2] > 0) || !(frame[3] > 0)) {
      view.svg.removeAttribute('viewBox');
      return;
    }
    const w = drawing.size[0], h = drawing.size[1], bw = frame[2], bh = frame[3];
    let rw = bw, rh = bh;
    const mode = view.props.contentMode || 'scaleToFill';
    if (mode === 'aspectFit' || mode === 'aspectFill') {
      const f = mode === 'aspectFit' ? Math.min(bw / w, bh / h) : Math.max(bw / w, bh / h);
      rw = w * f; rh = h * f;
    } else if (mode === 'center') {
      rw = w; rh = h;
    }
    const rx = (bw - rw) / 2, ry = (bh - rh) / 2, sx = rw / w, sy = rh / h;
    view.svg.setAttribute('viewBox', [-rx / sx, -ry / sy, bw / sx, bh / sy].join(' '));
  }

  function safeImageURL(image) {
    // Only images the server serves itself, by path: never script or foreign URLs.
    if (!image || typeof image.url !== 'string' || !/^\/img\/[0-9a-f]+\/[0-9a-f]+\.png$/.test(image.url)) return null;
    return image.url;
  }

  function setImage(img, image) {
    const url = safeImageURL(image);
    if (url) { img.src = url; img.style.display = ''; } else { img.removeAttribute('src'); img.style.display = 'none'; }
  }

  const FIT = { scaleToFill: 'fill', aspectFit: 'contain', aspectFill: 'cover', center: 'none' };
  // Natural alignment is the start of the text's own direction (a label's
  // writing direction, an input's page direction), as Pango aligns it.
  const ALIGN = { natural: 'start', left: 'left', center: 'center', right: 'right', justified: 'justify' };

  function applyLines(view) {
    const t = view.text; if (!t) return;
    const lines = view.props.numberOfLines || 0;
    const para = view.props.text && view.props.text.para;
    const mode = (para && para.mode) || view.props.lineBreakMode || 'truncateTail';
    t.style.whiteSpace = lines === 1 ? 'pre' : 'pre-wrap';
    t.style.wordBreak = mode === 'charWrap' ? 'break-all' : 'normal';
    t.style.textOverflow = mode === 'clip' || mode === 'wordWrap' || mode === 'charWrap' ? 'clip' : 'ellipsis';
    if (lines > 1) {
      t.style.display = '-webkit-box'; t.style.webkitBoxOrient = 'vertical'; t.style.webkitLineClamp = String(lines);
    } else {
      t.style.display = ''; t.style.webkitLineClamp = '';
    }
  }

  // ---- Attributed text -------------------------------------------------
  // Runs become spans (and links <a href> or role=link elements) with the
  // CSS that draws what Pango draws; a paragraph style becomes one block per
  // paragraph with the indents, spacing and line heights the server used.
  const DECORATION_STYLE = { single: 'solid', double: 'double', thick: 'solid', wavy: 'wavy' };
  function decorate(span, line, decoration) {
    span.style.textDecorationLine = line;
    span.style.textDecorationStyle = DECORATION_STYLE[decoration[0]] || 'solid';
    if (decoration[0] === 'thick') span.style.textDecorationThickness = '0.09em';
    if (decoration[1]) span.style.textDecorationColor = decoration[1];
  }

  // A font's line height: the server sends it with each font ("lh", as
  // Pango lays lines out; CSS's "normal" rounds ascent and descent to whole
  // pixels, which made every line up to a pixel taller than the server
  // measured). Without it, the font's rounded metrics, known once the page's
  // fonts have loaded; labels are drawn again then.
  const naturalHeights = new Map();
  const metricsContext = document.createElement('canvas').getContext('2d');
  function naturalLineHeight(font) {
    if (naturalHeights.has(font)) return naturalHeights.get(font);
    metricsContext.font = font;
    const metrics = metricsContext.measureText('x');
    const height = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    if (document.fonts && document.fonts.status === 'loaded') naturalHeights.set(font, height);
    return height;
  }
  if (document.fonts) {
    document.fonts.addEventListener('loadingdone', () => {
      naturalHeights.clear();
      for (const view of views.values()) if (view.kind === 'label' && view.props.text) { renderText(view, view.props.text); applyLines(view); }
    });
  }

  function runSpan(run, view, lineHeight) {
    const span = document.createElement('span');
    span.textContent = run.text;
    if (run.font) span.style.font = cssFont(run.font);
    if (run.color) span.style.color = run.color;
    if (run.bg) span.style.backgroundColor = run.bg;
    if (run.kern) span.style.letterSpacing = run.kern + 'px';
    if (run.rise) span.style.verticalAlign = run.rise + 'px';
    if (run.shadow) span.style.textShadow = run.shadow[0] + 'px ' + run.shadow[1] + 'px ' + run.shadow[2] + 'px ' + run.shadow[3];
    span.style.lineHeight = lineHeight(run.font) + 'px';
    let outer = span;
    if (run.u) decorate(span, 'underline', run.u);
    if (run.s) {
      // One element draws one decoration style and color: a strikethrough gets its own.
      const inner = document.createElement('span');
      inner.textContent = run.text;
      span.textContent = '';
      decorate(inner, 'line-through', run.s);
      span.appendChild(inner);
    }
    return outer;
  }

  function linkElement(view, index, href) {
    let element;
    if (href && /^(https?:|mailto:)/i.test(href)) {
      element = document.createElement('a');
      element.href = href;
      element.rel = 'noopener noreferrer';
    } else {
      element = document.createElement('span');
      element.setAttribute('role', 'link');
      element.tabIndex = 0;
    }
    element.className = 'ck-link';
    element.dataset.ckLink = String(index);
    view.links[index] = element;
    return element;
  }

  function renderText(view, value) {
    const t = view.text;
    const runs = Array.isArray(value) ? value : value.runs;
    const para = Array.isArray(value) ? null : value.para;
    t.replaceChildren();
    view.links = [];
    t.style.margin = '';
    let block = t, blocks = [t];
    // Every run's line height is its font's, as Pango's; the block's own (the
    // strut CSS adds to each line) is none, since Pango has no such thing.
    const spacing = (para && para.lineSpacing) || 0, factor = (para && para.lineHeight) || 1;
    const labelFont = view.props.font || { family: 'DejaVu Sans', size: 17, weight: 400, italic: false };
    const lineHeight = (font) => {
      const f = font || labelFont;
      return factor * (f.lh || naturalLineHeight(cssFont(f))) + spacing;
    };
    t.style.lineHeight = '0';
    // Every label says its direction, so a right-to-left page does not turn its left-to-right labels.
    t.style.direction = view.props.writingDirection === 'rtl' ? 'rtl' : 'ltr';
    // Pango puts line spacing between lines; CSS's line height adds half above the first and half below the last.
    if (spacing) t.style.margin = (-spacing / 2) + 'px 0';
    if (para) {
      t.style.textAlign = ALIGN[para.align] || 'left';
      t.dataset.mode = para.mode;
      block = paragraphBlock(para, false, lineHeight, view);
      blocks = [block];
      t.appendChild(block);
    } else {
      t.style.textAlign = ALIGN[view.props.textAlignment] || 'left';
    }
    for (const run of runs) {
      const pieces = para ? String(run.text).split('\n') : [run.text];
      pieces.forEach((piece, index) => {
        if (index > 0) { block = paragraphBlock(para, true, lineHeight, view); blocks.push(block); t.appendChild(block); }
        if (!piece.length && pieces.length > 1) return;
        const span = runSpan(Object.assign({}, run, { text: piece }), view, lineHeight);
        if (typeof run.link === 'number') {
          let link = view.links[run.link];
          // A link split by a paragraph break gets one element per paragraph; the first is its tab stop.
          if (!link || link.parentNode !== block) {
            const part = linkElement(view, run.link, run.href);
            if (link) { view.links[run.link] = link; part.tabIndex = -1; }
            link = part;
            block.appendChild(link);
          }
          link.appendChild(span);
        } else {
          block.appendChild(span);
        }
      });
    }
    // An empty paragraph still takes a line, as Pango gives it one.
    if (para) for (const b of blocks) if (!b.textContent) b.appendChild(runSpan({ text: '\u200b' }, view, lineHeight));
    view.links = view.links.filter(Boolean);
    showLinkHighlight(view);
  }

  function paragraphBlock(para, later, lineHeight, view) {
    const block = document.createElement('div');
    block.className = 'ck-paragraph';
    // Head and tail indents are at the start and the end of the text's direction.
    if (para.head) block.style.paddingInlineStart = para.head + 'px';
    if (para.tail) block.style.paddingInlineEnd = para.tail + 'px';
    if ((para.first || 0) !== (para.head || 0)) block.style.textIndent = ((para.first || 0) - (para.head || 0)) + 'px';
    if (later && (para.after || para.before)) block.style.marginTop = ((para.after || 0) + (para.before || 0)) + 'px';
    return block;
  }

  function showLinkHighlight(view) {
    if (!view.links) return;
    const index = view.props.highlightedLink;
    // Without a colour of its own, the traits' (the server sends it, resolved).
    const color = view.props.linkHighlightColor || 'var(--ck-link-highlight, rgba(0,0,0,0.2))';
    view.links.forEach((link, i) => {
      link.style.backgroundImage = i === index ? 'linear-gradient(' + color + ',' + color + ')' : '';
    });
  }

  // UIKit's twelve spokes, each fainter than the next, as the raster
  // backend draws them; the whole turns a spoke at a time.
  function spinner() {
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('class', 'ck-spinner');
    svg.setAttribute('viewBox', '-1 -1 2 2');
    svg.setAttribute('aria-hidden', 'true');
    svg.style.display = 'none';
    for (let spoke = 0; spoke < 12; spoke++) {
      const angle = spoke * Math.PI / 6 - Math.PI / 2, line = document.createElementNS(NS, 'line');
      line.setAttribute('x1', Math.cos(angle) * 0.45); line.setAttribute('y1', Math.sin(angle) * 0.45);
      line.setAttribute('x2', Math.cos(angle) * 0.9); line.setAttribute('y2', Math.sin(angle) * 0.9);
      line.setAttribute('stroke-opacity', 0.25 + 0.75 * spoke / 11);
      svg.appendChild(line);
    }
    return svg;
  }

  function setProperty(view, key, value) {
    const el = view.el, s = el.style;
    view.props[key] = value;
    a11y.changed(view, key);
    const stateMatch = /^(title|titleColor|buttonImage|backgroundImage)\[(\d+)\]$/.exec(key);
    if (stateMatch && view.button) {
      const table = { title: 'titles', titleColor: 'colors', buttonImage: 'images', backgroundImage: 'backgrounds' }[stateMatch[1]];
      if (value === null) delete view.button[table][stateMatch[2]]; else view.button[table][stateMatch[2]] = value;
      renderButton(view);
      return;
    }
    switch (key) {
      case 'frame':
        s.left = value[0] + 'px'; s.top = value[1] + 'px'; s.width = value[2] + 'px'; s.height = value[3] + 'px';
        if (view.props.backgroundGradient) s.backgroundImage = layer.gradient(view.props.backgroundGradient, value[2], value[3]);
        if (view.svg) placeDrawing(view);
        break;
      case 'boundsOrigin':
        view.content.style.transform = 'translate(' + (-value[0]) + 'px,' + (-value[1]) + 'px)';
        if (view.aside) view.aside.style.transform = view.content.style.transform;
        if (view.debug) view.debug.style.transform = view.content.style.transform;
        break;
      case 'debugOutlines': debug.show(view, value); break;
      case 'backgroundColor':
        s.backgroundColor = value || 'transparent';
        if (view === ck.rootView) showPageBackground();
        break;
      case 'alpha': s.opacity = String(value); break;
      case 'hidden': s.display = value ? 'none' : ''; break;
      case 'clipsToBounds': s.overflow = value ? 'hidden' : 'visible'; layer.shadow(view); break;
      case 'cornerRadius': case 'cornerRadii': s.borderRadius = layer.radius(view.props); break;
      // Core Animation draws the border over the sublayers and places them
      // from the bounds' corner; a CSS border would sit under the children
      // and push them inside it. So the border is an overlay (.ck-bordered::after).
      case 'borderWidth':
        s.setProperty('--ck-border-width', value + 'px');
        el.classList.toggle('ck-bordered', value > 0);
        break;
      case 'transform': s.transform = layer.transform(value); break;
      case 'shadow': layer.shadow(view); break;
      case 'backgroundGradient': {
        const f = view.props.frame || [0, 0, 0, 0];
        s.backgroundImage = value ? layer.gradient(value, f[2], f[3]) : '';
        s.backgroundOrigin = 'border-box';
        break;
      }
      case 'borderColor': s.setProperty('--ck-border-color', value); break;
      case 'accessibilityLabel': {
        // An input's own element is what assistive technology focuses, so it carries the label.
        const target = view.input || el;
        if (value === null) target.removeAttribute('aria-label'); else target.setAttribute('aria-label', value);
        break;
      }
      case 'accessibilityIdentifier': if (value === null) delete el.dataset.ckIdentifier; else el.dataset.ckIdentifier = value; break;
      case 'text': if (view.text && !view.creating) { renderText(view, value); applyLines(view); } break;
      case 'highlightedLink': case 'linkHighlightColor': showLinkHighlight(view); break;
      case 'font':
        if (view.text) view.text.style.font = cssFont(value);
        if (view.input) view.input.style.font = cssFont(value);
        // Runs' line heights follow the label's font.
        if (view.kind === 'label' && view.props.text && !view.creating) renderText(view, view.props.text);
        break;
      case 'titleFont': if (view.text) view.text.style.font = cssFont(value); break;
      case 'textColor': if (view.text) view.text.style.color = value; if (view.input) view.input.style.color = value; break;
      case 'writingDirection': if (view.text && view.kind === 'label') view.text.style.direction = value === 'rtl' ? 'rtl' : 'ltr'; break;
      case 'textAlignment':
        // A text's own paragraph style decides its alignment.
        if (view.text && !(view.props.text && view.props.text.para)) view.text.style.textAlign = ALIGN[value] || 'left';
        if (view.input) view.input.style.textAlign = ALIGN[value] || 'left';
        break;
      // Applied once the message is: a view that just became focusable gets its tabindex with the focus order.
      case 'focused': pendingFocus.push([view, value]); break;
      case 'inputText': if (view.input) applyInputText(view, value); break;
      case 'placeholder': if (view.input) view.input.placeholder = value === null ? '' : value; break;
      case 'secureTextEntry':
        if (view.input && view.kind === 'textField') view.input.type = value ? 'password' : 'text';
        if (view.input) view.input.style.webkitTextSecurity = value && view.kind === 'textView' ? 'disc' : '';
        break;
      case 'maximumLength': if (view.input) view.input.maxLength = Math.min(value === null ? inputLimit : value, inputLimit); break;
      case 'keyboardType': if (view.input) view.input.inputMode = INPUT_MODE[value] || 'text'; break;
      case 'returnKeyType':
        if (!view.input) break;
        if (value === 'default') view.input.removeAttribute('enterkeyhint'); else view.input.setAttribute('enterkeyhint', value);
        break;
      case 'autocapitalization': if (view.input) view.input.setAttribute('autocapitalize', CAPITALIZE[value] || 'sentences'); break;
      case 'autocorrection':
        if (view.input) { view.input.setAttribute('autocorrect', value ? 'on' : 'off'); view.input.spellcheck = !!value; }
        break;
      case 'textContentType':
        if (!view.input) break;
        if (value === null) view.input.removeAttribute('autocomplete'); else view.input.autocomplete = AUTOCOMPLETE[value] || 'on';
        break;
      case 'enabled': if (view.input) view.input.disabled = !value; break;
      case 'editable': if (view.input) view.input.readOnly = !value; break;
      case 'numberOfLines': case 'lineBreakMode': applyLines(view); break;
      case 'image': if (view.img) setImage(view.img, value); break;
      case 'contentMode':
        if (view.img) view.img.style.objectFit = FIT[value] || 'fill';
        if (view.svg) placeDrawing(view);
        break;
      case 'drawing':
        if (!view.svg) break;
        view.svg.innerHTML = value && typeof value.svg === 'string' ? value.svg : '';
        placeDrawing(view);
        break;
      case 'controlState': if (view.button) { view.button.state = value; renderButton(view); } break;
      case 'animating': if (view.spinner) view.spinner.style.display = value ? '' : 'none'; break;
      case 'indicatorColor': if (view.spinner) view.spinner.style.color = value; break;
      default: break; // contentSize, contentInset, userInteractionEnabled: kept in props only
    }
  }

  const INPUT_MODE = { default: 'text', emailAddress: 'email', numberPad: 'numeric', decimalPad: 'decimal',
                       phonePad: 'tel', url: 'url', search: 'search' };
  const AUTOCOMPLETE = { username: 'username', password: 'current-password', newPassword: 'new-password',
                         oneTimeCode: 'one-time-code', emailAddress: 'email', name: 'name', givenName: 'given-name',
                         familyName: 'family-name', telephoneNumber: 'tel', url: 'url', postalCode: 'postal-code',
                         streetAddress: 'street-address' };
  const CAPITALIZE = { none: 'off', words: 'words', sentences: 'sentences', allCharacters: 'characters' };

  // The server's text for an input, applied only when it answers the page's
  // latest edit of it and no composition (IME) is under way: an echo of an
  // older state never overwrites newer typing, and the caret stays put
  // unless the server changed the text.
  function applyInputText(view, value) {
    const input = view.input;
    const pending = pendingEdits.get(view.id) || 0;
    if (acknowledged < pending || view.composing) return;
    if (input.value === value.text) return;
    input.value = value.text;
    if (document.activeElement === input) {
      try { input.setSelectionRange(value.sel[0], value.sel[1]); } catch (e) { /* not a text type */ }
    }
  }

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

  // Views in the focus order take Tab; their roles follow (a focusable
  // view that is nothing else is a tap target: a button).
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
    a11y.focusOrder(order);
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

  function lookup(table, state) {
    const order = [state];
    for (const part of [DISABLED, SELECTED, HIGHLIGHTED]) if ((state & part) && part !== state) order.push(part);
    if (state !== 0) order.push(0);
    for (const candidate of order) if (table[candidate] !== undefined) return table[candidate];
    return undefined;
  }

  function renderButton(view) {
    const b = view.button; if (!b) return;
    const title = lookup(b.titles, b.state);
    view.text.textContent = title === undefined ? '' : title;
    const color = lookup(b.colors, b.state);
    // Without a colour of its own a title is in the tint, which the server resolves for the traits.
    view.text.style.color = color || ((b.state & DISABLED) ? 'rgba(128,128,128,1)' : 'var(--ck-tint)');
    setImage(view.img, lookup(b.images, b.state));
    setImage(view.background, lookup(b.backgrounds, b.state));
  }

  // ---- Layer styles ---------------------------------------------------------
  // Transforms, shadows, gradients and per-corner radii as CSS. The
  // transform's origin is CSS's default, the element's centre: UIKit's
  // anchor point. Gradients are built from the element's size, so a frame
  // change rebuilds them.
  const layer = (function () {
    function transform(m) {
      if (!m || (m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0)) return '';
      return 'matrix(' + m.join(',') + ')';
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
  function animate(view, a) {
    for (const key in a.to) setProperty(view, key, a.to[key]);
    const from = keyframe(a.key, a.from[a.key]), to = keyframe(a.key, a.to[a.key]);
    const el = a.key === 'boundsOrigin' ? view.content : view.el;
    const finish = () => { if (a.hides) view.el.style.display = 'none'; };
    // Reduced motion (the session's traits, which follow the page's preference): the change lands at once, with no movement or fade.
    if (ck.traits ? ck.traits.reduceMotion : a11y.reducedMotion) { finish(); return; }
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
      a11y.reset();
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
            a11y.placed(view, parent);
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
    a11y.flush();
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
  let pendingMove = null;
  function flushMove() {
    if (pendingMove) { send(pendingMove); pendingMove = null; }
  }
  function pointer(phase) {
    return (event) => {
      if (phase !== 'down' && !pointers.has(event.pointerId)) return;
      const at = pointerLocation(event);
      const message = { t: 'p', ph: phase, x: at.x, y: at.y, ms: performance.now(), id: pointerIndex(event) };
      if (phase === 'move') {
        if (!pendingMove) requestAnimationFrame(flushMove);
        pendingMove = message;
        return;
      }
      flushMove();
      if (phase === 'down') ck.lastPointerDown = message.ms;
      send(message);
      if (phase === 'up' || phase === 'cancel') pointers.delete(event.pointerId);
    };
  }
  window.addEventListener('pointerdown', pointer('down'));
  window.addEventListener('pointermove', pointer('move'));
  window.addEventListener('pointerup', pointer('up'));
  window.addEventListener('pointercancel', pointer('cancel'));

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
    leavePage(backwards);
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
      // The page's own notice (a closed session's Reload button) takes keys as any page does.
      if (event.target && event.target.closest && event.target.closest('.ck-notice')) return;
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
    scrolls.set(view.id, [x, y]);
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

  // ---- Location -------------------------------------------------------------
  // The app's location is mirrored into the address bar and the history. The
  // entries this page pushed are remembered, so the app's own Back button
  // returns to them (history.go) instead of adding one more.
  const appTitle = document.title;
  function currentLocation() { return window.location.pathname + window.location.search; }
  let entries = [currentLocation()];
  let entryIndex = 0;
  history.replaceState({ ck: 0 }, '');
  function showLocation(location, title, change, count) {
    document.title = title ? title + ' \u2013 ' + appTitle : appTitle;
    if (location === currentLocation()) return;
    if (change === 'push') {
      entries = entries.slice(0, entryIndex + 1).concat([location]);
      entryIndex = entries.length - 1;
      history.pushState({ ck: entryIndex }, '', location);
    } else if (change === 'back' && count > 0 && entryIndex - count >= 0 && entries[entryIndex - count] === location) {
      entryIndex -= count;
      history.go(-count);   // the popstate that follows finds the app there already
    } else {
      entries[entryIndex] = location;
      history.replaceState({ ck: entryIndex }, '', location);
    }
  }
  window.addEventListener('popstate', (event) => {
    const index = event.state && typeof event.state.ck === 'number' ? event.state.ck : -1;
    if (index >= 0 && index < entries.length && entries[index] === currentLocation()) {
      entryIndex = index;
    } else {
      // An entry from before a reload: start remembering afresh from here.
      entries = [currentLocation()];
      entryIndex = 0;
      history.replaceState({ ck: 0 }, '');
    }
    send({ t: 'nav', loc: currentLocation() });
  });
  ck.location = () => ({ location: currentLocation(), entries: entries.slice(), index: entryIndex });

  // ---- Connection -----------------------------------------------------------
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

  // A session the server ended to make room: the page says so and offers to reload, and does not
  // reload by itself (its visitor may be gone, and would only take someone else's place).
  function showClosedNotice(reason) {
    ck.closedReason = reason;
    const notice = document.createElement('div');
    notice.className = 'ck-notice';
    notice.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = 'This page was closed to make room for a new visitor.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => window.location.reload());
    notice.append(text, button);
    document.body.append(notice);
    button.focus();
  }

  // A reload gets a new session; a page refused again and again (its network keeps changing under
  // it, say) stops after three reloads in a minute and says so, rather than reloading forever.
  function startAfresh() {
    const now = Date.now();
    let recent = [];
    try { recent = JSON.parse(sessionStorage.getItem('ck-reloads') || '[]').filter((time) => now - time < 60000); } catch (e) { recent = []; }
    if (recent.length >= 3) {
      ck.closedReason = 'the server refused this page three times in a minute';
      a11y.announce('This page lost its connection to the server. Reload it to try again.', 'assertive');
      return;
    }
    recent.push(now);
    try { sessionStorage.setItem('ck-reloads', JSON.stringify(recent)); } catch (e) { /* storage off: reload anyway */ }
    window.location.reload();
  }

  let retries = 0;
  function connect() {
    const scheme = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
    // A new session is made for the page's traits; a session that exists hears them in the first message.
    const socket = new WebSocket(scheme + window.location.host + '/ws?session=' + encodeURIComponent(session) +
                                 '&loc=' + encodeURIComponent(currentLocation()) +
                                 '&traits=' + encodeURIComponent(JSON.stringify(currentTraits())));
    ck.socket = socket;
    socket.onopen = () => {
      // The credentials first: the server admits nothing before them.
      socket.send(JSON.stringify({ t: 'auth', token: token }));
      ck.connected = true; retries = 0; sentTraits = ''; sendTraits(); sendViewport(); debug.connected();
    };
    socket.onmessage = (event) => {
      ck.messages++;
      ck.bytes += event.data.length;
      apply(JSON.parse(event.data));
    };
    socket.onclose = (event) => {
      ck.connected = false;
      if (ck.socket !== socket) return;
      if (event.code === 4404) { startAfresh(); return; }                  // session expired: start afresh
      if (event.code === 4503) {
        // The server is leaving: reload this screen's URL, which a load balancer sends to another
        // instance. Spread over a second, so its visitors do not all arrive at once.
        ck.moving = true;
        setTimeout(() => window.location.reload(), Math.random() * 1000);
        return;
      }
      if (event.code === 1008) { ck.closedReason = event.reason; return; } // closed for a policy violation
      if (event.code === 4409) { showClosedNotice(event.reason); return; } // made room for a newcomer
      retries++;
      setTimeout(connect, Math.min(2000, 100 * retries));
    };
  }
  ck.reconnect = connect;
  connect();
})();
