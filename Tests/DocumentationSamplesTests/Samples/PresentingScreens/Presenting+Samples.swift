import Foundation
import ViewTree

/// The "Presenting screens" article's samples.
enum Presenting {}

extension Presenting {
    // sample: presenting-screen
    @MainActor
    final class AboutScreen: NavigationScreen {
        let view = View()
        let navigationItem = NavigationItem(title: "About")
    }
    // end-sample

    /// Presents About from a button's handler; returns the presentation.
    @MainActor
    static func presentAbout(from aboutButton: Button) throws -> PresentationView? {
        var shown: PresentationView?
        // sample: presenting-sheet
        aboutButton.addTouchUpInsideHandler { button in
            do {
                let sheet = try button.present(AboutScreen(), style: .sheet)
                sheet.onDismiss { print("About closed") }
            } catch {
                print(error)   // PresentationError: something is presented already
            }
        }
        // end-sample
        aboutButton.addTouchUpInsideHandler { button in shown = button.window?.presentations.last }
        aboutButton.sendTouchUpInside()
        return shown
    }

    /// Asks before deleting; returns what the handlers did.
    @MainActor
    static func confirmDelete(in window: Window, deleteAll: @escaping @MainActor @Sendable () -> Void) throws -> PresentationView {
        // sample: presenting-alert
        let alert = Alert(title: "Delete all photos?", message: "They are removed from every device.", actions: [
            AlertAction("Cancel", style: .cancel),
            AlertAction("Delete", style: .destructive) { deleteAll() },
        ])
        let presented = try window.present(alert)
        // end-sample
        return presented
    }

    /// An alert with a field, whose Save reads it.
    @MainActor
    static func rename(in window: Window, rename: @escaping @MainActor @Sendable (String) -> Void) throws -> PresentationView {
        // sample: presenting-alert-field
        let alert = Alert(title: "Rename album", actions: [
            AlertAction("Cancel", style: .cancel),
            AlertAction("Save", readingFields: { texts in rename(texts[0]) }),
        ], textFields: [AlertTextField(placeholder: "Name", text: "Holidays")], preferredActionIndex: 1)
        let presented = try window.present(alert)   // focus in the field; Return saves, Escape cancels
        // end-sample
        return presented
    }

    /// An action sheet of ways to share.
    @MainActor
    static func share(in window: Window, send: @escaping @MainActor @Sendable (String) -> Void) throws -> PresentationView {
        // sample: presenting-action-sheet
        let sheet = Alert(title: nil, style: .actionSheet, actions: [
            AlertAction("Copy link") { send("link") },
            AlertAction("Mail") { send("mail") },
            AlertAction("Cancel", style: .cancel),   // apart at the bottom; a click outside chooses it
        ])
        let presented = try window.present(sheet)
        // end-sample
        return presented
    }
}

extension Presenting {
    @MainActor
    final class HomeScreen: NavigationScreen {
        let view = View()
        let navigationItem = NavigationItem(title: "Home", path: "/")
    }

    @MainActor
    final class InboxScreen: NavigationScreen {
        let view = View()
        let navigationItem = NavigationItem(title: "Inbox", path: "/inbox")
    }

    /// Two tabs in `window`, the Inbox opened by its location.
    @MainActor
    static func tabs(in window: Window) throws -> TabBarView {
        // sample: presenting-tabs
        let tabs = TabBarView(frame: window.rootView.bounds)
        let home = NavigationView(), inbox = NavigationView()
        home.router = NavigationRouter { location in
            location.pathComponents.isEmpty ? [.init(path: "/") { HomeScreen() }] : nil
        }
        inbox.router = NavigationRouter { location in
            location.pathComponents == ["inbox"] ? [.init(path: "/inbox") { InboxScreen() }] : nil
        }
        tabs.addTab(TabBarItem(title: "Home", path: "/"), navigation: home)
        tabs.addTab(TabBarItem(title: "Inbox", path: "/inbox", badgeValue: "3"), navigation: inbox)
        try window.rootView.addSubview(tabs)
        window.open(Location("/inbox"))   // a reload or shared link of /inbox opens the Inbox tab
        // end-sample
        return tabs
    }
}

extension Presenting {
    // sample: presenting-chrome
    @MainActor
    final class MailboxesScreen: NavigationScreen {
        let view = View()
        let list = ScrollView()   // the content: scrolling it collapses the large title
        var archived = 0
        let composeIcon: Image

        init(composeIcon: Image) {
            self.composeIcon = composeIcon
            try? view.addSubview(list)
        }

        var navigationItem: NavigationItem {
            NavigationItem(
                title: "Mailboxes", path: "/",
                trailingItems: [BarItem("Compose", image: composeIcon) { print("compose") }],   // read as "Compose"
                toolbarItems: [BarItem("Archive") { [weak self] in self?.archived += 1 }, BarItem("Move") {}],
                prefersLargeTitle: true)
        }
    }
    // end-sample

    /// Pushes a screen over Mailboxes and goes back, as the article shows.
    @MainActor
    static func pushAndPop(in navigation: NavigationView, detail: any NavigationScreen) {
        // sample: presenting-navigation
        navigation.push(detail)                   // slides in from the trailing edge
        navigation.pop()                          // slides back; or drag from the leading edge
        navigation.push(detail, animated: false)  // no animation: it is simply there
        // end-sample
    }
}
