/// What a text input holds, so the system can offer to fill it (passwords, one-time codes, addresses),
/// as UIKit's `UITextContentType`.
///
/// Stored only: there is no AutoFill on Linux. A struct with a raw string, as UIKit imports it, so
/// `.username`, `.password` and `UITextContentType("custom")` all compile.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name (UIKit's string constants' values).
    public let rawValue: String

    /// A content type by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A content type by its name, as UIKit's `UITextContentType(_:)`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// UIKit's `.name` (HTML autocomplete name "name").
    public static let name = UITextContentType("name")
    /// UIKit's `.givenName` (HTML autocomplete name "given-name").
    public static let givenName = UITextContentType("given-name")
    /// UIKit's `.familyName` (HTML autocomplete name "family-name").
    public static let familyName = UITextContentType("family-name")
    /// UIKit's `.nickname` (HTML autocomplete name "nickname").
    public static let nickname = UITextContentType("nickname")
    /// UIKit's `.organizationName` (HTML autocomplete name "organization").
    public static let organizationName = UITextContentType("organization")
    /// UIKit's `.jobTitle` (HTML autocomplete name "organization-title").
    public static let jobTitle = UITextContentType("organization-title")
    /// UIKit's `.location` (HTML autocomplete name "location").
    public static let location = UITextContentType("location")
    /// UIKit's `.fullStreetAddress` (HTML autocomplete name "street-address").
    public static let fullStreetAddress = UITextContentType("street-address")
    /// UIKit's `.addressCity` (HTML autocomplete name "address-level2").
    public static let addressCity = UITextContentType("address-level2")
    /// UIKit's `.addressState` (HTML autocomplete name "address-level1").
    public static let addressState = UITextContentType("address-level1")
    /// UIKit's `.postalCode` (HTML autocomplete name "postal-code").
    public static let postalCode = UITextContentType("postal-code")
    /// UIKit's `.countryName` (HTML autocomplete name "country-name").
    public static let countryName = UITextContentType("country-name")
    /// UIKit's `.telephoneNumber` (HTML autocomplete name "tel").
    public static let telephoneNumber = UITextContentType("tel")
    /// UIKit's `.emailAddress` (HTML autocomplete name "email").
    public static let emailAddress = UITextContentType("email")
    /// UIKit's `.URL` (HTML autocomplete name "url").
    public static let URL = UITextContentType("url")
    /// UIKit's `.creditCardNumber` (HTML autocomplete name "cc-number").
    public static let creditCardNumber = UITextContentType("cc-number")
    /// UIKit's `.username` (HTML autocomplete name "username").
    public static let username = UITextContentType("username")
    /// UIKit's `.password` (HTML autocomplete name "password").
    public static let password = UITextContentType("password")
    /// UIKit's `.newPassword` (HTML autocomplete name "new-password").
    public static let newPassword = UITextContentType("new-password")
    /// UIKit's `.oneTimeCode` (HTML autocomplete name "one-time-code").
    public static let oneTimeCode = UITextContentType("one-time-code")
}
