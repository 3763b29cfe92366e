extension View {
  /// One line per view, indented by depth: type, identifier, frame and key properties.
  /// UIKit's `recursiveDescription`, with stable text for snapshot tests.
  ///
  /// ```
  /// Window frame=(0, 0, 390x844)
  ///   View#root frame=(0, 0, 390x844) background=forest
  ///     Label#themeLabel frame=(20, 140, 350x20) text="Forest"
  /// ```
  /// - Returns: The description, lines separated by `\n`, no trailing newline.
  public func treeDescription() -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + String(describing: type(of: self))
    if let identifier { line += "#" + identifier }
    line += " frame=\(frame.compactDescription)"
    if let backgroundColor { line += " background=\(backgroundColor)" }
    if isHidden { line += " hidden" }
    if alpha != 1 { line += " alpha=\(alpha.compactDescription)" }
    for detail in treeDetails { line += " " + detail }
    lines.append(line)
    for child in subviews { child.describe(into: &lines, depth: depth + 1) }
  }
}
