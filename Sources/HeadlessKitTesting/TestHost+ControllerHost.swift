public import HeadlessKit

/// A test host shows what other modules know how to show as a controller: with
/// HeadlessSwiftUI imported, `host.show(ThemePickerView(theme: theme))`.
extension TestHost: ControllerHost {}
