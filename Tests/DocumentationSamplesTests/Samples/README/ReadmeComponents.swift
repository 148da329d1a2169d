// sample: readme-components
import ComponentKit
import RasterBackend   // links Pango, which measures text as it is drawn

// sample-hide
extension Readme {
    // sample-show
    struct PhotoCell: CompositeComponent {
        let title: String
        var body: some Component {
            InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white), .cornerRadius(12)]),
                           insets: EdgeInsets(all: 12),
                           child: LabelComponent(AttributedText(title), font: .system(size: 17, weight: .semibold)))
        }
    }
    // sample-hide

    /// The README's second block: a component laid out and mounted into `window`.
    @MainActor
    static func mountPhotoCell(in window: Window) -> Layout {
        // sample-show

        let layout = PhotoCell(title: "Golden Gate").layout(constrainedTo: .flexibleHeight(width: 390))
        ComponentMounter().mount(layout, in: window.rootView)   // on the main actor
        // sample-hide
        return layout
    }
}
// end-sample
