extension PreviewGallery {
    /// The gallery page's script: searching as one types (the form
    /// searches on the server without it), and the raster toggle, which
    /// loads each raster rendering the first time it is shown.
    static let script = """
        (function () {
          const search = document.getElementById('ck-gallery-search');
          const count = document.getElementById('ck-gallery-count');
          const toggle = document.getElementById('ck-gallery-raster');
          const previews = Array.from(document.querySelectorAll('.ck-preview'));
          function filter() {
            const text = search.value.trim().toLowerCase();
            let shown = 0, variants = 0;
            for (const preview of previews) {
              const match = !text || preview.dataset.name.includes(text) || preview.dataset.group.includes(text);
              preview.hidden = !match;
              if (match) { shown++; variants += preview.querySelectorAll('iframe').length; }
            }
            count.textContent = shown + (shown === 1 ? ' preview, ' : ' previews, ') + variants + (variants === 1 ? ' variant' : ' variants');
          }
          search.addEventListener('input', filter);
          toggle.addEventListener('change', () => {
            for (const image of document.querySelectorAll('.ck-raster')) {
              if (toggle.checked && !image.src) image.src = image.dataset.src;
              image.hidden = !toggle.checked;
            }
          });
          window.__ckGallery = { ready: () => Array.from(document.querySelectorAll('iframe')).filter((frame) => {
            const page = frame.contentWindow && frame.contentWindow.__ck;
            return page && page.resets > 0;
          }).length };
        })();
        """
}
