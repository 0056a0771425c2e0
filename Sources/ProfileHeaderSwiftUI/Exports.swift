// The common path needs one import: a file that imports ProfileHeaderSwiftUI sees the engine's types
// (ProfilePage, the designs, HeaderPosition, …) as well. Their names clash with none of SwiftUI's or
// UIKit's (scripts/check-name-collisions.py, in the real-SDK check).
@_exported import ProfileHeaderCore
