import Foundation
import ViewTree

/// The ViewTree overview's block: an avatar that calls `showProfile` when tapped.
@MainActor
func tapAnAvatar(photo: Image, showProfile: @escaping @MainActor () -> Void) throws -> (Window, ViewTransaction) {
    // sample: view-tree-overview
    let window = Window(size: CGSize(width: 390, height: 844))
    let avatar = ImageView(image: photo, frame: CGRect(x: 16, y: 16, width: 40, height: 40))
    avatar.cornerRadius = 20
    avatar.clipsToBounds = true
    try window.rootView.addSubview(avatar)
    avatar.addGestureRecognizer(TapGestureRecognizer { _ in showProfile() })

    window.send(PointerEvent(.down, at: CGPoint(x: 30, y: 30), time: 0))
    window.send(PointerEvent(.up, at: CGPoint(x: 30, y: 30), time: 0.1))  // showProfile()
    let transaction = window.takeTransaction()
    // end-sample
    return (window, transaction)
}
