/// What a text input holds, so password managers and autofill can fill it
/// (UIKit's `UITextContentType`; the browser's `autocomplete`).
public enum TextContentType: String, Hashable, Sendable, CaseIterable {
    /// A user name or account name.
    case username
    /// An existing password.
    case password
    /// A password being chosen.
    case newPassword
    /// A one-time code sent by text message or email.
    case oneTimeCode
    /// An email address.
    case emailAddress
    /// A person's full name.
    case name
    /// A first name.
    case givenName
    /// A last name.
    case familyName
    /// A telephone number.
    case telephoneNumber
    /// A web address.
    case url
    /// A postal code.
    case postalCode
    /// A street address, one line.
    case streetAddress
}
