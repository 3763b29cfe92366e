import Foundation
import HeadlessPort

/// The `port` rows: porting a 10 MB tree of Swift sources written for iOS, against reading
/// those files (issue #37: at most 10x). `port` is a tree where a third of the files are
/// screens wired with `#selector` (public UIKit code: a fifth to a half); `port-dense` is
/// all screens, about one rewrite every hundred bytes, each with its report line.
enum PortBench {
  /// Code with nothing to port: a model and a view built with closures.
  static func plain(_ number: Int) -> String {
    """
    import Foundation

    /// A row of the list, as a value.
    struct Item\(number): Hashable, Sendable, Codable {
      var id: Int
      var title: String
      var subtitle: String?
      var tags: [String] = []

      /// Whether the item matches a search `query`, ignoring case.
      func matches(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        let lowered = query.lowercased()
        return title.lowercased().contains(lowered)
          || (subtitle?.lowercased().contains(lowered) ?? false)
          || tags.contains { $0.lowercased() == lowered }
      }
    }

    /// Loads and filters items; the view model of a list screen.
    final class ItemStore\(number) {
      private(set) var items: [Item\(number)] = []
      var onChange: (([Item\(number)]) -> Void)?

      func load(from data: Data) throws {
        let decoded = try JSONDecoder().decode([Item\(number)].self, from: data)
        items = decoded.sorted { $0.title < $1.title }
        onChange?(items)
      }

      func filtered(by query: String) -> [Item\(number)] {
        items.filter { $0.matches(query) }.prefix(50).map { item in
          var copy = item
          copy.subtitle = copy.subtitle.map { "\\($0) (\\(item.tags.count) tags)" }
          return copy
        }
      }

      /* Totals per tag: /* nested */ used by the summary header. */
      var totals: [String: Int] {
        items.reduce(into: [:]) { totals, item in
          for tag in item.tags { totals[tag, default: 0] += 1 }
        }
      }
    }

    """
  }

  /// One screen in the styles of public iOS code, `number` making its names unique.
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

  /// Writes about `bytes` of screens into a fresh directory, a few per file.
  static func makeTree(bytes: Int, screensEvery: Int) -> (directory: String, files: [String]) {
    let directory = NSTemporaryDirectory() + "headless-bench-port-\(getpid())-\(screensEvery)"
    try? FileManager.default.removeItem(atPath: directory)
    var files: [String] = []
    var written = 0
    var number = 0
    while written < bytes {
      let folder = directory + "/Feature\(files.count / 20)"
      try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let isScreens = files.count % screensEvery == 0
      let text = (0..<20).map { isScreens ? screen(number + $0) : plain(number + $0) }.joined()
      number += 20
      let path = folder + "/Screens\(files.count).swift"
      try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
      files.append(path)
      written += text.utf8.count
    }
    return (directory, files)
  }

  /// The row: nanoseconds per tree, porting (walk, read, lex, rewrite, report; no write)
  /// against reading the same files.
  static func row(_ name: String, screensEvery: Int, rounds: Int) -> Row {
    let (directory, files) = makeTree(bytes: 10_000_000, screensEvery: screensEvery)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var sink = 0
    let r = Harness.compare(
      name, rounds: max(3, rounds / 3), iterations: 1,
      framework: {
        let summary = PortJob(paths: [directory], mode: .check).run()
        sink &+= summary.changes.count
        precondition(summary.errors.isEmpty, "port: \(summary.errors)")
      },
      baseline: {
        for file in files {
          sink &+= (try? Data(contentsOf: URL(fileURLWithPath: file)))?.count ?? 0
        }
      })
    let ratio = r.framework / r.baseline
    // The sum keeps the work from being optimized away; it is zero when neither side ran
    // (a callgrind child of `--instructions` with `--side none`), which is not an error.
    withExtendedLifetime(sink) {}
    return Row(
      scenario: name, measure: "port a 10 MB tree vs read it", framework: r.framework,
      baseline: r.baseline, ratio: ratio, unit: "ns/iter", target: "<= 10", met: ratio <= 10)
  }
}
