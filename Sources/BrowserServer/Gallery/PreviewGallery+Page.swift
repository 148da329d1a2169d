import ComponentKit
import Foundation

extension PreviewGallery {
    /// The gallery's HTML: every preview matching `query` (or only the one
    /// `previewID` names), each variant in a frame of its width and height,
    /// with its raster rendering beside it when asked for. Nil for a
    /// preview that does not exist.
    func page(query: String?, previewID: String?, appTitle: String) -> String? {
        let shown: [Preview]
        if let previewID {
            guard let preview = registry.preview(id: previewID) else { return nil }
            shown = [preview]
        } else {
            shown = registry.search(query ?? "")
        }
        let variants = shown.reduce(0) { $0 + $1.variants.count }
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(previewID.flatMap { registry.preview(id: $0)?.name } ?? "Previews")) · \(escape(appTitle))</title>
            <style>\(Self.styles)</style>
            </head>
            <body>
            <header><h1>\(previewID == nil ? "Previews" : "<a href=\"\(Self.path)\">Previews</a>")</h1>
            <form role="search" method="get" action="\(Self.path)">
            <label for="ck-gallery-search">Search previews</label>
            <input id="ck-gallery-search" name="q" type="search" value="\(escape(query ?? ""))" autocomplete="off">
            <button type="submit">Search</button>
            </form>
            <p><label><input type="checkbox" id="ck-gallery-raster"\(rasterImage == nil ? " disabled" : "")> Show the raster rendering beside each (one look)</label></p>
            <p id="ck-gallery-count" role="status">\(shown.count) preview\(shown.count == 1 ? "" : "s"), \(variants) variant\(variants == 1 ? "" : "s")</p>
            </header>
            <main>

            """
        for preview in shown {
            let heading = "ck-preview-\(preview.id)"
            html += """
                <section class="ck-preview" aria-labelledby="\(heading)" data-name="\(escape(preview.name.lowercased()))" data-group="\(escape((preview.group ?? "").lowercased()))">
                <h2 id="\(heading)"><a href="\(Self.path)/\(preview.id)">\(escape(preview.name))</a>\(preview.group.map { " <span class=\"ck-group\">\(escape($0))</span>" } ?? "")</h2>
                <ul class="ck-variants">

                """
            for variant in preview.variants {
                let width = Int(variant.width.rounded(.up)), height = Int(height(of: preview, in: variant))
                let label = "\(preview.name): \(variant.title)"
                let frame = "\(Self.path)/frame/\(preview.id)/\(variant.id)"
                html += """
                    <li><figure>
                    <div class="ck-pair">
                    <iframe src="\(frame)" title="\(escape(label))" width="\(width)" height="\(height)" loading="eager"></iframe>
                    <img class="ck-raster" hidden data-src="\(Self.path)/raster/\(preview.id)/\(variant.id).png" alt="\(escape(label)), raster rendering" width="\(width)" height="\(height)">
                    </div>
                    <figcaption>\(escape(variant.title))</figcaption>
                    </figure></li>

                    """
            }
            html += "</ul>\n</section>\n"
        }
        if shown.isEmpty {
            html += "<p>No preview matches “\(escape(query ?? ""))”.</p>\n"
        }
        html += "</main>\n<script src=\"\(Self.path)/gallery.js\"></script>\n</body>\n</html>\n"
        return html
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let styles = """
        body { font: 15px "DejaVu Sans", sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        header h1 { margin: 0 0 8px; font-size: 22px; }
        header form { display: flex; gap: 8px; align-items: center; }
        input[type=search] { font: inherit; padding: 4px 8px; min-width: 16em; }
        button { font: inherit; padding: 4px 12px; }
        a { color: #0040dd; }
        :focus-visible { outline: 3px solid #0040dd; outline-offset: 2px; }
        main { padding: 8px 20px 40px; }
        .ck-preview h2 { font-size: 18px; margin: 20px 0 8px; }
        .ck-group { font-size: 13px; font-weight: normal; color: #3a3a3c; margin-left: 8px; }
        .ck-variants { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .ck-pair { display: flex; gap: 8px; align-items: flex-start; }
        iframe, .ck-raster { border: 1px solid #c7c7cc; background: #fff; display: block; }
        figure { margin: 0; }
        figcaption { font-size: 13px; color: #3a3a3c; margin-top: 4px; max-width: 390px; }
        """
}
