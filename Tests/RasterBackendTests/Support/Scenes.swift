import Foundation
import ViewTree

/// Small view trees that exercise one drawing feature each.
@MainActor
enum Scenes {
    static func canvas(_ width: CGFloat, _ height: CGFloat, _ color: Color = .white) -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = color
        return view
    }

    static func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: Color?) -> View {
        let view = View(frame: CGRect(x: x, y: y, width: w, height: h))
        view.backgroundColor = color
        return view
    }

    /// Overlapping opaque rectangles at fractional and whole positions.
    static func rectangles() throws -> View {
        let root = canvas(60, 40)
        try root.addSubview(box(4, 4, 30, 20, .red))
        try root.addSubview(box(20, 12, 30, 20, Color(red: 0, green: 0.5, blue: 1)))
        try root.addSubview(box(40.5, 2.5, 15, 10, .black))
        return root
    }

    /// Rounded corners, borders of several widths, a border over a child.
    static func cornersAndBorders() throws -> View {
        let root = canvas(80, 40)
        let rounded = box(4, 4, 32, 32, Color(red: 0.2, green: 0.7, blue: 0.3))
        rounded.cornerRadius = 10
        try root.addSubview(rounded)
        let bordered = box(42, 4, 32, 32, .white)
        bordered.cornerRadius = 6
        bordered.borderWidth = 3
        bordered.borderColor = Color(red: 0.8, green: 0.1, blue: 0.1)
        try bordered.addSubview(box(-4, 12, 20, 8, .blue))
        try root.addSubview(bordered)
        return root
    }

    /// A half-transparent parent whose overlapping children composite as one group.
    static func alpha() throws -> View {
        let root = canvas(60, 40, .black)
        let group = box(5, 5, 50, 30, nil)
        group.alpha = 0.5
        try group.addSubview(box(0, 0, 30, 30, .white))
        try group.addSubview(box(20, 0, 30, 30, .red))
        try root.addSubview(group)
        return root
    }

    /// A rounded parent clipping a child that overflows it, beside one that does not clip.
    static func clipping() throws -> View {
        let root = canvas(80, 40)
        let clipped = box(4, 4, 32, 32, .lightGray)
        clipped.cornerRadius = 16
        clipped.clipsToBounds = true
        try clipped.addSubview(box(10, 10, 40, 40, .blue))
        try root.addSubview(clipped)
        let unclipped = box(44, 4, 20, 20, .lightGray)
        try unclipped.addSubview(box(10, 10, 20, 20, .blue))
        try root.addSubview(unclipped)
        return root
    }

    /// Labels: runs with fonts and colors, alignment, wrapping, truncation.
    static func text() throws -> View {
        let root = canvas(200, 120)
        let runs = Label(frame: CGRect(x: 4, y: 4, width: 192, height: 20))
        runs.text = AttributedText("Bold ", font: .system(size: 14, weight: .bold))
            + AttributedText("red ", color: .red) + AttributedText("italic", font: .system(size: 14, isItalic: true))
        runs.font = .system(size: 14)
        try root.addSubview(runs)
        let centered = Label(frame: CGRect(x: 4, y: 26, width: 192, height: 18))
        centered.text = "Centered"
        centered.font = .system(size: 12)
        centered.textAlignment = .center
        try root.addSubview(centered)
        let wrapped = Label(frame: CGRect(x: 4, y: 46, width: 120, height: 44))
        wrapped.text = "Words wrap onto a second and a third line here"
        wrapped.font = .system(size: 12)
        wrapped.numberOfLines = 3
        wrapped.lineBreakMode = .wordWrap
        try root.addSubview(wrapped)
        let truncated = Label(frame: CGRect(x: 4, y: 94, width: 120, height: 18))
        truncated.text = "This line is far too long to fit"
        truncated.font = .system(size: 12)
        try root.addSubview(truncated)
        return root
    }

    /// A 4×2-point image with four colored quadrants, at 2x.
    static func quadrantImage() -> Image {
        let width = 8, height = 4
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let left = x < width / 2, top = y < height / 2
                let color: [UInt8] = switch (left, top) {
                case (true, true): [255, 0, 0, 255]
                case (false, true): [0, 160, 0, 255]
                case (true, false): [0, 0, 255, 255]
                case (false, false): [255, 200, 0, 128]
                }
                rgba += color
            }
        }
        return try! Image(pixelWidth: width, pixelHeight: height, scale: 2, rgba: rgba)
    }

    /// The quadrant image in a 16×16 image view for each content mode.
    static func contentModes() throws -> View {
        let root = canvas(88, 24, .lightGray)
        for (index, mode) in ContentMode.allCases.enumerated() {
            let imageView = ImageView(image: quadrantImage(), frame: CGRect(x: 4 + CGFloat(index) * 21, y: 4, width: 16, height: 16))
            imageView.contentMode = mode
            imageView.backgroundColor = .white
            imageView.clipsToBounds = true
            try root.addSubview(imageView)
        }
        return root
    }

    /// A button with title and image, a disabled one, and a spinning indicator.
    static func controls() throws -> View {
        let root = canvas(160, 40)
        let button = Button(frame: CGRect(x: 4, y: 4, width: 80, height: 32))
        button.setTitle("Go", for: .normal)
        button.setImage(Image.filled(with: .red, size: CGSize(width: 10, height: 10), scale: 2), for: .normal)
        button.backgroundColor = Color(white: 0.9)
        button.cornerRadius = 6
        try root.addSubview(button)
        let disabled = Button(frame: CGRect(x: 88, y: 4, width: 40, height: 32))
        disabled.setTitle("Off", for: .normal)
        disabled.isEnabled = false
        try root.addSubview(disabled)
        let spinner = ActivityIndicator(frame: CGRect(x: 132, y: 8, width: 24, height: 24))
        spinner.startAnimating()
        try root.addSubview(spinner)
        return root
    }

    /// A scroll view showing the second of three stripes.
    static func scrolled() throws -> View {
        let root = canvas(40, 40)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scroll.contentSize = CGSize(width: 40, height: 120)
        for (index, color) in [Color.red, .green, .blue].enumerated() {
            try scroll.addSubview(box(0, CGFloat(index) * 40, 40, 40, color))
        }
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        try root.addSubview(scroll)
        return root
    }
}
