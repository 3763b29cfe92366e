import HeadlessPort
import Testing

/// The porter's output and report, byte for byte, on a sample like headless-bench's `port`
/// rows (its screens and models) and every rule case of the other suites, ported together:
/// a change to how the porter works (made for speed) must not change what it writes.
///
/// The sample is large, so it is compared by digest: a 64-bit FNV-1a hash of every
/// output's bytes and every report line's description, in order. When a rule is meant to
/// change, print ``digest(of:)``'s input with the old and the new porter and compare them,
/// then update the constants.
@Suite struct GoldenOutputTests {
  /// A screen in the style of the bench's `port` rows, `number` making its names unique.
  static func screen(_ number: Int) -> String {
    """
    import UIKit

    @objc protocol Screen\(number)Delegate: AnyObject {
      @objc optional func screenDidFinish(_ screen: Screen\(number))
    }

    /// A screen with a button, a switch, a bar button item, a gesture, a notification and
    /// a timer, each wired with `#selector`.
    final class Screen\(number): UIViewController {
      weak var delegate: Screen\(number)Delegate?
      @IBOutlet weak var titleLabel: UILabel!
      private let button = UIButton(type: .system)
      private let toggle = UISwitch()
      private var timer: Timer?
      @objc dynamic var count = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Tap \\(count) times", for: .normal)  // "#selector(fake)"
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .done, target: self, action: #selector(done))
        view.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        timer = Timer.scheduledTimer(
          timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        let values = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
        for value in values where value % 2 == 0 {
          /* a comment /* nested */ with @objc in it */
          count += value
        }
      }

      deinit { NotificationCenter.default.removeObserver(self) }

      @IBAction func tapped(_ sender: UIButton) {
        count += 1
        titleLabel.text = \"\"\"
          Tapped \\(count) times
          \"\"\"
        delegate?.screenDidFinish?(self)
      }
      @objc private func toggled() { count = 0 }
      @objc func done() { dismiss(animated: true) }
      @objc func dismissKeyboard() { view.endEditing(true) }
      @objc func keyboardWillShow(_ notification: Notification) {}
      @objc func tick() { count += 1 }
    }

    """
  }

  /// A model with nothing to port, in the style of the bench's plain files.
  static func plain(_ number: Int) -> String {
    """
    import Foundation

    struct Item\(number): Hashable, Sendable, Codable {
      var id: Int
      var title: String
      var subtitle: String?

      func matches(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        return title.lowercased().contains(query.lowercased())
      }
    }

    final class ItemStore\(number) {
      private(set) var items: [Item\(number)] = []
      var onChange: (([Item\(number)]) -> Void)?

      func load(_ decoded: [Item\(number)]) {
        items = decoded.sorted { $0.title < $1.title }
        onChange?(items)
      }

      /* Totals per tag: /* nested */ used by the summary header. */
      var count: Int { items.count }
    }

    """
  }

  /// Sources exercising the rules the screens do not: overrides in extensions, gesture
  /// recognizers' `addTarget`, removals, delayed performs, initializers, unportable lines.
  static let extras: [String] = [
    """
    import UIKit
    import Combine

    class List: UITableViewController {
      let pan = UIPanGestureRecognizer()
      override func viewDidLoad() {
        super.viewDidLoad()
        pan.addTarget(self, action: #selector(panned(_:)))
        toolbarItems = [.init(image: nil, style: .plain, target: self, action: #selector(edit))]
        perform(#selector(later(_:)), with: 3, afterDelay: 0.5)
        control.removeTarget(self, action: #selector(edit), for: .valueChanged)
        control.addTarget(self, action: #selector(edit), for: .valueChanged)
        if responds(to: #selector(edit)) { print(NSSelectorFromString("edit")) }
        other.addTarget(model, action: #selector(edit), for: .touchUpInside)
        NotificationCenter.default.removeObserver(self, name: .a, object: nil)
      }
      @objc func panned(_ recognizer: UIPanGestureRecognizer) {}
      @objc func edit() {}
      @objc func later(_ value: Any?) {}
      init() { super.init(style: .plain) }
      @NSManaged var stored: String
    }
    extension List {
      override func numberOfSections(in tableView: UITableView) -> Int { 1 }
      @objc override func tableView(
        _ tableView: UITableView, numberOfRowsInSection section: Int
      ) -> Int { 3 }
    }
    extension Elsewhere {
      override func layoutSubviews() {}
    }
    final class Cell: UITableViewCell {
      override init() { super.init() }
    }
    class Button: UIButton {
      override init() { super.init() }
    }
    class Recognizer: UITapGestureRecognizer {
      init() { super.init(target: nil, action: nil) }
    }

    """,
    """
    @objc public protocol Source: NSObjectProtocol {
      @objc optional func count() -> Int
      @objc optional var title: String { get }
      @objc optional func reload()
    }
    func use(_ source: Source?) { source?.reload?() }

    """,
  ]

  /// Every source of the sample, with its path.
  static var sample: [PortSource] {
    var texts: [String] = []
    for number in 0..<6 {
      texts.append((0..<3).map { screen(number * 3 + $0) }.joined())
      texts.append((0..<3).map { plain(number * 3 + $0) }.joined())
    }
    texts += extras
    for rule in RuleTests.imports + RuleTests.attributes + RuleTests.protocols
      + RuleTests.targetAction + RuleTests.scheduling + RuleTests.untouched
      + InitializerRuleTests.cases
    {
      texts.append(rule.input)
    }
    for source in LexerTests.hidden { texts.append(source + "\n") }
    return texts.enumerated().map { index, text in
      PortSource(path: "Sample/File\(index).swift", bytes: Array(text.utf8))
    }
  }

  /// FNV-1a over the ports' bytes and report lines, with separators so no two different
  /// sequences run together.
  static func digest(of results: [Result<PortedSource, PortError>]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func add(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
      hash = (hash ^ 0xFF) &* 0x100_0000_01B3
    }
    for result in results {
      switch result {
      case .success(let port):
        add(port.bytes)
        add(port.isChanged ? [1] : [0])
        for change in port.changes { add(change.description.utf8) }
      case .failure(let error):
        add(error.description.utf8)
      }
    }
    return hash
  }

  @Test(arguments: [true, false])
  func theSampleIsPortedAsBefore(sourceLocations: Bool) throws {
    let results = Porter(emitsSourceLocations: sourceLocations).port(Self.sample)
    let ports = results.compactMap { try? $0.get() }
    #expect(ports.count == results.count)
    #expect(ports.reduce(0) { $0 + $1.changes.count } == 480)
    #expect(ports.filter(\.isChanged).count == 40)
    #expect(
      Self.digest(of: results)
        == (sourceLocations ? 14_778_068_960_812_766_985 : 1_652_351_303_650_352_059))
  }
}
