// ComponentKit browser client, properties: each key the server sends (ViewProperty.Name in Swift), applied to the view's elements.
// One part of the client script, served joined with the others (ClientAssets).
  const BUTTON_TABLES = { 'title': 'titles', 'titleColor': 'colors', 'buttonImage': 'images', 'backgroundImage': 'backgrounds' };
  function setProperty(view, key, value) {
    const el = view.el, s = el.style;
    view.props[key] = value;
    // A button's per-state properties: "title[4]" is the title for state 4.
    const stateMatch = /^(\w+)\[(\d+)\]$/.exec(key);
    if (stateMatch && view.button && BUTTON_TABLES[stateMatch[1]]) {
      const table = BUTTON_TABLES[stateMatch[1]];
      if (value === null) delete view.button[table][stateMatch[2]]; else view.button[table][stateMatch[2]] = value;
      renderButton(view);
      return;
    }
    switch (key) {
      case 'frame':
        s.left = value[0] + 'px'; s.top = value[1] + 'px'; s.width = value[2] + 'px'; s.height = value[3] + 'px';
        if (view.props.backgroundGradient) s.backgroundImage = layer.gradient(view.props.backgroundGradient, value[2], value[3]);
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
      case 'hidden': s.display = value ? 'none' : ''; view.hiddenChanges = (view.hiddenChanges || 0) + 1; break;
      // Behind a presented screen: no focus, clicks or screen reader, still drawn (the server hit-tests and orders focus the same way).
      case 'inert': el.inert = !!value; break;
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
      case 'accessibilityIdentifier': if (value === null) delete el.dataset.ckIdentifier; else el.dataset.ckIdentifier = value; break;
      case 'text': if (view.text && !view.creating) { renderText(view, labelText(view)); applyLines(view); } break;
      case 'highlightedLink': case 'linkHighlightColor': showLinkHighlight(view); break;
      case 'font':
        if (view.text) { view.text.style.font = cssFont(value); view.text.style.fontFeatureSettings = value.feat || ''; }
        if (view.input) { view.input.style.font = cssFont(value); view.input.style.fontFeatureSettings = value.feat || ''; }
        // Runs' line heights follow the label's font.
        if (view.kind === 'label' && view.props.text && !view.creating) renderText(view, labelText(view));
        break;
      case 'titleFont': if (view.text) { view.text.style.font = cssFont(value); view.text.style.fontFeatureSettings = value.feat || ''; } break;
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
      case 'image': if (view.img) { setImage(view.img, value); tintImage(view); } break;
      case 'imageTintColor': tintImage(view); break;
      case 'drawing':
        if (view.svg) view.svg.innerHTML = value && typeof value.svg === 'string' ? value.svg : '';
        break;
      case 'controlState': if (view.button) { view.button.state = value; renderButton(view); } break;
      case 'animating': if (view.spinner) view.spinner.style.display = value ? '' : 'none'; break;
      case 'indicatorColor': if (view.spinner) view.spinner.style.color = value; break;
      // contentSize and contentInset: kept in props, where the wheel handler reads them.
      default: break;
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
