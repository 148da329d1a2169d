@testable import BrowserBackend
import ComponentKit
import ComponentKitLists
import Foundation
import RasterBackend
import ViewTree

/// What the form's actions did, in order.
@MainActor
final class FormLog: Sendable {
    var entries: [String] = []
}

/// A form (a name field, a notes text view, a Save button) over a list of
/// 200 rows with a field each: the page the text-input browser tests drive.
@MainActor
final class FormTestView: View {
    static let formHeight: CGFloat = 270
    let log = FormLog()
    let form: HostingView<Int, Void>
    let list = CollectionView()
    let rows: CollectionViewDataSource<Int, Void>

    init() {
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 1)
        let log = log
        form = HostingView(
            provider: ComponentProvider<Int, Void> { _, _ in
                FlexboxComponent(direction: .column, spacing: 8, padding: EdgeInsets(horizontal: 16, vertical: 8)) {
                    TextFieldComponent(
                        options: TextInputOptions(placeholder: "Name", maximumLength: 300, accessibilityIdentifier: "name"),
                        actions: TextInputActions(onSubmit: Action(identity: "submit") { text in
                            MainActor.assumeIsolated { log.entries.append("submit:\(text)") }
                        }),
                        key: "name")
                    TextViewComponent(
                        options: TextInputOptions(placeholder: "Notes", accessibilityIdentifier: "notes"),
                        minimumLines: 2, maximumLines: 3, key: "notes")
                    TextFieldComponent(
                        options: TextInputOptions(placeholder: "Password", isSecure: true, contentType: .password,
                                                  accessibilityIdentifier: "password"),
                        key: "password")
                    ButtonComponent(title: "Save", action: ControlAction("save") {
                        log.entries.append("save")
                    }, attributes: [.accessibilityIdentifier("save")])
                }
            },
            sizeRangeProvider: .flexibleHeight, context: (), layoutContext: context)
        rows = CollectionViewDataSource(collectionView: list, configuration: Self.rowConfiguration(width: 390, context: context))
        super.init(frame: .zero)
        try? addSubview(form)
        try? addSubview(list)
        form.update(model: 0)
        var changeset = Changeset<Int>(insertedSections: [0])
        for index in 0..<200 { changeset.insertedItems[[0, index]] = index }
        try? rows.apply(changeset, mode: .synchronous)
    }

    required init(frame: CGRect) {
        fatalError("FormTestView is made with init()")
    }

    static func rowConfiguration(width: CGFloat, context: LayoutContext) -> DataSourceConfiguration<Int, Void> {
        DataSourceConfiguration(
            provider: ComponentProvider { index, _ in
                InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 4)) {
                    TextFieldComponent(options: TextInputOptions(
                        placeholder: "Row \(index)", accessibilityIdentifier: "row-\(index)"), key: "row")
                }
            },
            context: (), sizeRange: .flexibleHeight(width: width), layoutContext: context)
    }

    override func layoutSubviews() {
        form.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.formHeight)
        list.frame = CGRect(x: 0, y: Self.formHeight, width: bounds.width, height: Swift.max(0, bounds.height - Self.formHeight))
        let configuration = rows.state.configuration
        if configuration.sizeRange.max.width != bounds.width {
            rows.updateConfiguration(Self.rowConfiguration(width: bounds.width, context: configuration.layoutContext))
        }
    }
}
