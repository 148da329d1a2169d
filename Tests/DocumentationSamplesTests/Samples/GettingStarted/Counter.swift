// sample: getting-started-counter
import ComponentKit
import Foundation

struct Counter: StatefulComponent {
    func initialState() -> Int { 0 }

    func body(state: Int, scope: Scope<Int>) -> some Component {
        InsetComponent(insets: EdgeInsets(all: 24), child: StackComponent(axis: .vertical, spacing: 12) {
            LabelComponent(AttributedText("Tapped \(state) times"), font: .system(size: 22, weight: .bold))
            ButtonComponent(title: "Tap me", action: ControlAction("tap") {
                scope.updateState { $0 += 1 }
            })
        })
    }
}
// end-sample
