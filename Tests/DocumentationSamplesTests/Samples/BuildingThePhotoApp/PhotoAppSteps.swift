// The tutorial "Building the PhotoApp" shows whole files that change from
// step to step. Each version is compiled here, in the namespace of the step
// that shows it; each namespace inherits the one before, so a file's code
// finds the newest version of every other file at that step, as the
// reader's does. (Nested types are inherited through classes; an extension
// of a nested enum would not see its parent's types.)
//
// A version keeps using the versions it found when it was shown. So order
// the steps so that what a file uses is final before the file is shown
// (the tap is added to PhotoComponent before the list uses it), or show the
// file again. The tests of the last step run the final app, and fail when
// it is not the app the tutorial describes.
//
// Each region is named after the file it becomes in the ComponentKit
// catalog's Resources (`photoapp-05-photos-screen.swift`), which the
// tutorial's `@Code(file:)` names; DocumentationSamplesTests checks they match.

/// Photo.swift.
class PhotoAppStep01 {}
/// PhotoComponent.swift: thumbnail, title and author.
class PhotoAppStep02: PhotoAppStep01 {}
/// PhotoComponent.swift: a tap sends the photo to the screen.
class PhotoAppStep03: PhotoAppStep02 {}
/// PhotoListItem.swift: the loading row or a photo, and the component provider.
class PhotoAppStep04: PhotoAppStep03 {}
/// PhotosScreen.swift: the list with its loading row.
class PhotoAppStep05: PhotoAppStep04 {}
/// PhotosScreen.swift: the photos arrive as a changeset.
class PhotoAppStep06: PhotoAppStep05 {}
/// PhotosScreen.swift: rows fit the list's width.
class PhotoAppStep07: PhotoAppStep06 {}
/// PhotoDetailScreen.swift.
class PhotoAppStep08: PhotoAppStep07 {}
/// PhotosScreen.swift: a navigation screen that opens photos.
class PhotoAppStep09: PhotoAppStep08 {}
/// PhotoApp.swift: the list in a navigation view.
class PhotoAppStep10: PhotoAppStep09 {}
/// PhotoApp.swift: a router gives every screen an address.
class PhotoAppStep11: PhotoAppStep10 {}
/// PhotoAppServer.swift: the app in a browser.
class PhotoAppStep12: PhotoAppStep11 {}
/// PhotoAppTests.swift: tapping and links.
class PhotoAppStep13: PhotoAppStep12 {}
/// PhotoAppTests.swift: a snapshot of the list.
class PhotoAppStep14: PhotoAppStep13 {}
