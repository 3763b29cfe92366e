// SwiftUI's layout, as approximated: stacks, spacers, padding and frames.

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

struct Toolbar: View {
  var body: some View {
    HStack {
      Text("Left")
      Spacer()
      Text("Right")
    }
    .frame(maxWidth: .infinity)
  }
}

struct FixedBox: View {
  var body: some View {
    VStack(spacing: 10) {
      Text("Top")
      Color.red.frame(width: 100, height: 50)
    }
  }
}

@MainActor
@Suite struct LayoutTests {
  @Test func aSpacerPushesTheRowsEndsApart() throws {
    let (host, _) = showing(Toolbar())
    let left = try #require(host.view(withText: "Left"))
    let right = try #require(host.view(withText: "Right"))
    let leftFrame = frameInWindow(left)
    let rightFrame = frameInWindow(right)
    #expect(leftFrame.minX == 0)
    #expect(rightFrame.maxX == host.window.bounds.width)
  }

  @Test func aStackIsAsTallAsItsChildrenAndIsCentredInTheScreen() throws {
    let (host, _) = showing(FixedBox())
    let top = try #require(host.view(withText: "Top"))
    let stack = try #require(top.superview)
    let topHeight = top.intrinsicContentSize.height
    #expect(stack.frame.height == topHeight + 10 + 50)
    #expect(stack.frame.width == 100)
    let inWindow = frameInWindow(stack)
    #expect(inWindow.midX == host.window.bounds.midX)
    #expect(inWindow.midY == host.window.bounds.midY)
  }
}
