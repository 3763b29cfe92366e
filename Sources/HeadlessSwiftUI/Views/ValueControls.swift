import HeadlessKit

/// A value picked in a range by dragging, as SwiftUI's `Slider`; drawn by a HeadlessKit
/// `Slider`. Dragging writes the binding.
nonisolated public struct Slider<Label: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  /// A primitive view.
  public typealias Body = Never
}

extension Slider where Label == EmptyView {
  /// A slider over a range.
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The distance between allowed values; any value when `nil`.
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.init(value: value, bounds: bounds, step: step)
  }
}

@MainActor
extension Slider: RenderedView {
  func makePlatformView() -> HeadlessKit.View { BoundSlider(frame: .zero) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let slider = platformView as? BoundSlider else { return }
    let binding = value
    let step = self.step
    slider.onChange = { newValue in
      binding.wrappedValue = step.map { ($0 * (newValue / $0).rounded()) } ?? newValue
    }
    if slider.range != bounds { slider.range = bounds }
    let current = binding.wrappedValue
    if slider.value != current { slider.value = current }
    let enabled = element.environment.isEnabled
    if slider.isEnabled != enabled { slider.isEnabled = enabled }
  }
}

/// The HeadlessKit slider of a `Slider`.
final class BoundSlider: HeadlessKit.Slider, LaidOutView {
  var onChange: (@MainActor (Double) -> Void)?

  override init(frame: Rect) {
    super.init(frame: frame)
    addAction { [unowned self] in self.onChange?(self.value) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 200, height: intrinsicContentSize.height)
  }

  func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }
}

/// A value changed by steps with minus and plus buttons, as SwiftUI's `Stepper`: its title,
/// then buttons titled "−" and "+".
public struct Stepper<Label: View>: View {
  let title: String
  let value: Binding<Int>
  let bounds: ClosedRange<Int>
  let step: Int

  /// The title, then the buttons.
  public var body: some View {
    HStack {
      Text(title)
      Spacer()
      Button("−") { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue - step) }
        .disabled(value.wrappedValue <= bounds.lowerBound)
      Button("+") { value.wrappedValue = min(bounds.upperBound, value.wrappedValue + step) }
        .disabled(value.wrappedValue >= bounds.upperBound)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper over a range.
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The change of one tap.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: Binding<Int>, in bounds: ClosedRange<Int> = Int.min...Int.max,
    step: Int = 1
  ) {
    self.init(title: String(title), value: value, bounds: bounds, step: step)
  }

  /// A stepper over a range, with a localized title.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The value.
  ///   - bounds: The range.
  ///   - step: The change of one tap.
  public init(
    _ titleKey: LocalizedStringKey, value: Binding<Int>,
    in bounds: ClosedRange<Int> = Int.min...Int.max, step: Int = 1
  ) {
    self.init(title: titleKey.text, value: value, bounds: bounds, step: step)
  }
}

/// Progress, as SwiftUI's `ProgressView`: a spinning indicator, or a bar filled to a
/// fraction (with its percentage as text).
nonisolated public struct ProgressView<Label: View>: View {
  let fraction: Double?

  /// A primitive view.
  public typealias Body = Never
}

extension ProgressView where Label == EmptyView {
  /// An indeterminate progress indicator.
  public init() { fraction = nil }

  /// A progress bar.
  /// - Parameters:
  ///   - value: The completed amount; `nil` for indeterminate.
  ///   - total: The full amount.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { min(1, max(0, Double($0) / Double(total))) }
  }
}

@MainActor
extension ProgressView: RenderedView {
  func makePlatformView() -> HeadlessKit.View {
    fraction == nil ? ActivityIndicator() : HeadlessKit.Label()
  }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    if let indicator = platformView as? ActivityIndicator {
      if !indicator.isAnimating { indicator.startAnimating() }
    } else if let label = platformView as? HeadlessKit.Label, let fraction {
      let text = "\(Int((fraction * 100).rounded()))%"
      if label.text != text { label.text = text }
    }
  }
}
