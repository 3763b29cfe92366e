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
    treeDescription(showingConstraints: false)
  }

  /// The tree description, with each view's active constraints (those installed on it)
  /// on indented lines below it when `showingConstraints` is `true`:
  /// `  | Label(title).leading == View.leading + 16`.
  /// - Parameter showingConstraints: Whether to list constraints.
  /// - Returns: One line per view, and per constraint when asked.
  public func treeDescription(showingConstraints: Bool) -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0, constraints: showingConstraints)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int, constraints: Bool) {
    var line = String(repeating: "  ", count: depth) + typeNameForDiagnostics
    if let identifier { line += "#" + identifier }
    line += " frame=\(frame.compactDescription)"
    if let backgroundColor { line += " background=\(backgroundColor)" }
    if isHidden { line += " hidden" }
    if alpha != 1 { line += " alpha=\(alpha.compactDescription)" }
    for detail in treeDetails { line += " " + detail }
    lines.append(line)
    if constraints {
      let indent = String(repeating: "  ", count: depth + 1) + "| "
      for constraint in self.constraints { lines.append(indent + constraint.description) }
    }
    for child in subviews {
      child.describe(into: &lines, depth: depth + 1, constraints: constraints)
    }
  }
}
