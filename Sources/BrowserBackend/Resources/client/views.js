// ComponentKit browser client, building views: one element per view, with the parts its kind needs; pictures, placed as the server says; buttons' per-state titles and images.
// One part of the client script, served joined with the others (ClientAssets).
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
    // A label's text is built once, after its font and the rest are known.
    view.creating = true;
    for (const key in props) setProperty(view, key, props[key]);
    view.creating = false;
    if (view.kind === 'label' && view.props.text) { renderText(view, labelText(view)); applyLines(view); }
    if (view.button) renderButton(view);
    return view;
  }

  // What a label shows: the server's truncated text (message "tt") or its own.
  function labelText(view) {
    return view.shownText || view.props.text;
  }

  function cssFont(font) {
    // The default family before the browser's own fallback, as the server's Pango lists it (PangoFontFamilies.fallbackList).
    return (font.italic ? 'italic ' : '') + font.weight + ' ' + font.size + 'px "' + String(font.family).replace(/"/g, '') + '", "DejaVu Sans", sans-serif';
  }

  // A picture's place in its view, as the server's content mode puts it
  // (ContentPlacement in Swift): an image's rectangle in percent of the
  // view, a drawing's viewBox; null for nothing placed.
  function placeContent(view, placement) {
    const valid = Array.isArray(placement) && placement.length === 4 && placement.every((n) => typeof n === 'number');
    if (view.svg) {
      if (valid) view.svg.setAttribute('viewBox', placement.join(' ')); else view.svg.removeAttribute('viewBox');
    } else if (view.kind === 'image') {
      const st = view.img.style;
      st.left = valid ? placement[0] + '%' : ''; st.top = valid ? placement[1] + '%' : '';
      st.width = valid ? placement[2] + '%' : ''; st.height = valid ? placement[3] + '%' : '';
    }
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

  // A tinted image view shows its picture as a template: the element keeps
  // its place and size, its own pixels are moved out of its box, and its
  // background in the tint is cut to the picture's alpha by a CSS mask.
  function tintImage(view) {
    const tint = view.props.imageTintColor, url = tint ? safeImageURL(view.props.image) : null;
    const s = view.img.style, mask = url ? 'url("' + url + '")' : '';
    s.backgroundColor = url ? tint : '';
    s.maskImage = mask; s.webkitMaskImage = mask;
    s.maskSize = url ? '100% 100%' : ''; s.webkitMaskSize = s.maskSize;
    s.maskRepeat = url ? 'no-repeat' : ''; s.webkitMaskRepeat = s.maskRepeat;
    s.objectPosition = url ? '-99999px 0' : '';
  }

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


  // The activity indicator's spokes, from the server (SPINNER, ViewTree's
  // ActivityIndicator.spokes): the whole turns a spoke at a time.
  function spinner() {
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('class', 'ck-spinner');
    svg.setAttribute('viewBox', '-1 -1 2 2');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('stroke-width', SPINNER.width);
    svg.style.display = 'none';
    for (const [x1, y1, x2, y2, opacity] of SPINNER.spokes) {
      const line = document.createElementNS(NS, 'line');
      line.setAttribute('x1', x1); line.setAttribute('y1', y1);
      line.setAttribute('x2', x2); line.setAttribute('y2', y2);
      line.setAttribute('stroke-opacity', opacity);
      svg.appendChild(line);
    }
    return svg;
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
