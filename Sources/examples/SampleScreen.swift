import Foundation
import ViewTree

/// A small photo-feed screen built directly from views.
@MainActor
enum SampleScreen {
    static func make(size: CGSize) throws -> Window {
        let window = Window(size: size)
        let root = window.rootView
        root.backgroundColor = Color(white: 0.95)

        let header = Label(frame: CGRect(x: 16, y: 24, width: size.width - 32, height: 34))
        header.text = AttributedText("Photos", font: .system(size: 28, weight: .bold))
        try root.addSubview(header)

        let palette = [Color(red: 0.95, green: 0.6, blue: 0.3), Color(red: 0.3, green: 0.6, blue: 0.9),
                       Color(red: 0.4, green: 0.75, blue: 0.45), Color(red: 0.7, green: 0.45, blue: 0.8)]
        let titles = ["Golden Gate at dusk", "Morning in the Alps", "A very long title that will not fit on one line", "Harbour lights"]
        for (index, title) in titles.enumerated() {
            let cell = View(frame: CGRect(x: 16, y: 76 + CGFloat(index) * 92, width: size.width - 32, height: 80))
            cell.backgroundColor = .white
            cell.cornerRadius = 12
            cell.borderWidth = 1
            cell.borderColor = Color(white: 0.85)
            try root.addSubview(cell)

            let thumbnail = ImageView(image: .filled(with: palette[index], size: CGSize(width: 60, height: 60), scale: 2),
                                      frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            thumbnail.cornerRadius = 8
            thumbnail.clipsToBounds = true
            try cell.addSubview(thumbnail)

            let titleLabel = Label(frame: CGRect(x: 82, y: 14, width: cell.frame.width - 94, height: 22))
            titleLabel.text = AttributedText(title, font: .system(size: 17, weight: .semibold))
            try cell.addSubview(titleLabel)

            let author = Label(frame: CGRect(x: 82, y: 42, width: cell.frame.width - 94, height: 18))
            author.text = "by " + AttributedText("Ada Lovelace", color: .tint)
            author.font = .system(size: 14)
            author.textColor = .gray
            try cell.addSubview(author)
        }

        let spinner = ActivityIndicator(frame: CGRect(x: size.width / 2 - 15, y: 460, width: 30, height: 30))
        spinner.startAnimating()
        try root.addSubview(spinner)

        let button = Button(frame: CGRect(x: 16, y: 510, width: size.width - 32, height: 44))
        button.setTitle("Load more", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .tint
        button.cornerRadius = 10
        try root.addSubview(button)
        return window
    }
}
