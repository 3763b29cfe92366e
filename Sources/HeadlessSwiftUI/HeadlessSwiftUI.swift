// SwiftUI's names for a subset of SwiftUI, built on HeadlessKit's update cycle. Code written
// for iOS compiles against this module with only its import changed:
//
//   #if canImport(SwiftUI)
//   import SwiftUI
//   #else
//   import HeadlessSwiftUI
//   #endif
//
// Each view's `body` runs in its own Observation tracking scope, inside a HeadlessKit view's
// tracked `updateProperties()`: HeadlessKit's traces, untracked-read reports and pictures
// apply to SwiftUI views as they do to UIKit ones. As `import SwiftUI` does on iOS, importing
// this module imports UIKit's names too (HeadlessUIKit, and Foundation with it), but not
// HeadlessKit's own: `View`, `Text`, `Button`, `Color`… are SwiftUI's here.

@_exported public import HeadlessUIKit
