import HeadlessPort
import Testing

/// Every rewrite rule as a table: input, expected output. Each case also ports its output
/// again and expects nothing to change (idempotence).
@Suite struct RuleTests {
  static let imports: [RuleCase] = [
    RuleCase(
      "import UIKit becomes the conditional import of HeadlessUIKit",
      "import UIKit\nclass A {}\n",
      "#if canImport(UIKit)\nimport UIKit\n#else\nimport HeadlessUIKit\n#endif\nclass A {}\n"),
    RuleCase(
      "import SwiftUI becomes the conditional import of HeadlessSwiftUI",
      "import SwiftUI\n",
      "#if canImport(SwiftUI)\nimport SwiftUI\n#else\nimport HeadlessSwiftUI\n#endif\n"),
    RuleCase(
      "CoreGraphics and QuartzCore come from HeadlessUIKit",
      "import CoreGraphics\nimport QuartzCore\n",
      "#if canImport(CoreGraphics)\nimport CoreGraphics\n#else\nimport HeadlessUIKit\n#endif\n"
        + "#if canImport(QuartzCore)\nimport QuartzCore\n#else\nimport HeadlessUIKit\n#endif\n"),
    RuleCase(
      "os and OSLog come from HeadlessUIKit's logging stand-in",
      "import os\nimport OSLog\n",
      "#if canImport(os)\nimport os\n#else\nimport HeadlessUIKit\n#endif\n"
        + "#if canImport(OSLog)\nimport OSLog\n#else\nimport HeadlessUIKit\n#endif\n"),
    RuleCase(
      "an import's attributes are kept on both branches",
      "@preconcurrency import UIKit\n",
      "#if canImport(UIKit)\n@preconcurrency import UIKit\n#else\n"
        + "@preconcurrency import HeadlessUIKit\n#endif\n"),
    RuleCase(
      "a submodule import is kept on the UIKit branch",
      "import UIKit.UIGestureRecognizerSubclass\n",
      "#if canImport(UIKit)\nimport UIKit.UIGestureRecognizerSubclass\n#else\n"
        + "import HeadlessUIKit\n#endif\n"),
    RuleCase(
      "imports inside #if canImport(UIKit) are kept as they are",
      "#if canImport(UIKit)\nimport UIKit\n#endif\n",
      "#if canImport(UIKit)\nimport UIKit\n#endif\n"),
    RuleCase(
      "Combine and Foundation are left as they are",
      "import Foundation\nimport Combine\n", "import Foundation\nimport Combine\n"),
  ]

  static let attributes: [RuleCase] = [
    RuleCase(
      "@objc on its own line leaves an empty line",
      "class A {\n  @objc\n  func f() {}\n}\n", "class A {\n\n  func f() {}\n}\n"),
    RuleCase(
      "@objc(name) is removed with its name",
      "class A {\n  @objc(doIt:) func f(_ x: Int) {}\n}\n",
      "class A {\n  func f(_ x: Int) {}\n}\n"),
    RuleCase(
      "@IBAction is removed", "@IBAction func tapped(_ sender: Any) {}\n",
      "func tapped(_ sender: Any) {}\n"),
    RuleCase(
      "@IBInspectable and @IBDesignable are removed",
      "@IBDesignable class V {\n  @IBInspectable var radius: Double = 0\n}\n",
      "class V {\n  var radius: Double = 0\n}\n"),
    RuleCase(
      "@IBOutlet is removed; the property stays",
      "@IBOutlet weak var label: UILabel!\n", "weak var label: UILabel!\n"),
    RuleCase(
      "dynamic is removed as a modifier", "@objc dynamic var count = 0\n", "var count = 0\n"),
    RuleCase(
      "dynamic as a name is kept", "let dynamic = 1\nvar x = dynamic\n",
      "let dynamic = 1\nvar x = dynamic\n"),
    RuleCase(
      "@objcMembers is removed", "@objcMembers final class A {}\n", "final class A {}\n"),
  ]

  static let protocols: [RuleCase] = [
    RuleCase(
      "an @objc protocol's optional methods get default implementations; callers call them",
      """
      @objc protocol PickerDelegate {
        @objc optional func picker(_ picker: Picker, didPick index: Int)
        func pickerDidCancel(_ picker: Picker)
      }
      final class Picker {
        weak var delegate: PickerDelegate?
        func pick() { delegate?.picker?(self, didPick: 1) }
      }

      """,
      """
      protocol PickerDelegate: AnyObject {
        func picker(_ picker: Picker, didPick index: Int)
        func pickerDidCancel(_ picker: Picker)
      }
      final class Picker {
        weak var delegate: PickerDelegate?
        func pick() { delegate?.picker(self, didPick: 1) }
      }
      extension PickerDelegate {
        func picker(_ picker: Picker, didPick index: Int) {}
      }

      """),
    RuleCase(
      "a public @objc protocol with an inheritance clause keeps it; its defaults are public",
      "@objc public protocol D: NSObjectProtocol {\n  @objc optional func done()\n}\n",
      "public protocol D: NSObjectProtocol {\n  func done()\n}\npublic extension D {\n"
        + "  func done() {}\n}\n"),
    RuleCase(
      "an @objc protocol with another attribute after @objc is still ported",
      "@objc @MainActor protocol D: AnyObject {\n  @objc optional func done()\n}\n",
      "@MainActor protocol D: AnyObject {\n  func done()\n}\nextension D {\n"
        + "  func done() {}\n}\n"),
  ]

  static let targetAction: [RuleCase] = [
    RuleCase(
      "addTarget with a sender becomes a UIAction casting the sender",
      """
      final class C: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        }
        @objc func tapped(_ sender: UIButton) {}
      }
      """,
      """
      final class C: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          button.addAction(UIAction { [unowned self] action in self.tapped(action.sender as! UIButton) }, for: .touchUpInside)
        }
        func tapped(_ sender: UIButton) {}
      }
      """),
    RuleCase(
      "addTarget without a sender, across lines, keeps every later line's number",
      """
      class C {
        func setUp() {
          button.addTarget(self,
                           action: #selector(tapped),
                           for: .touchUpInside)
          x = 1
        }
        @objc private func tapped() {}
      }
      """,
      """
      class C {
        func setUp() {
          button.addAction(UIAction { [unowned self] _ in self.tapped()

       }, for: .touchUpInside)
          x = 1
        }
        private func tapped() {}
      }
      """),
    RuleCase(
      "a labelled Any sender and an event",
      """
      class C {
        func setUp() { b.addTarget(self, action: #selector(C.go(sender:forEvent:)), for: .valueChanged) }
        @objc func go(sender: Any, forEvent event: UIEvent) {}
      }
      """,
      """
      class C {
        func setUp() { b.addAction(UIAction { [unowned self] action in self.go(sender: action.sender!, forEvent: UIEvent()) }, for: .valueChanged) }
        func go(sender: Any, forEvent event: UIEvent) {}
      }
      """),
    RuleCase(
      "a method in an extension is found; removeTarget removes the identified action",
      """
      class C {
        func on() { s.addTarget(self, action: #selector(changed(_:)), for: .valueChanged) }
        func off() { s.removeTarget(self, action: #selector(changed(_:)), for: .valueChanged) }
      }
      extension C {
        @objc func changed(_ sender: UISwitch?) {}
      }
      """,
      """
      class C {
        func on() { s.addAction(UIAction(identifier: UIAction.Identifier(rawValue: "changed(_:)")) { [unowned self] action in self.changed(action.sender as? UISwitch) }, for: .valueChanged) }
        func off() { s.removeAction(identifiedBy: UIAction.Identifier(rawValue: "changed(_:)"), for: .valueChanged) }
      }
      extension C {
        func changed(_ sender: UISwitch?) {}
      }
      """),
    RuleCase(
      "a bar button item, named or inferred, takes the primaryAction form; style is dropped",
      """
      class C {
        func setUp() {
          navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
          navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add(_:)))
          toolbarItems = [.init(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(done))]
        }
        @objc func done() {}
        @objc func add(_ sender: UIBarButtonItem) {}
      }
      """,
      """
      class C {
        func setUp() {
          navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { [unowned self] _ in self.done() })
          navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] action in self.add(action.sender as! UIBarButtonItem) })
          toolbarItems = [.init(image: UIImage(systemName: "gear"), primaryAction: UIAction { [unowned self] _ in self.done() })]
        }
        func done() {}
        func add(_ sender: UIBarButtonItem) {}
      }
      """),
    RuleCase(
      "gesture recognizers take the handler initializer and addHandler",
      """
      class C {
        let swipe = UISwipeGestureRecognizer()
        func setUp() {
          let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
          view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
          swipe.addTarget(self, action: #selector(swiped(_:)))
          recognizers[0].addTarget(self, action: #selector(swiped(_:)))
          tap.addTarget(self, action: #selector(tapped))
        }
        @objc func tapped() {}
        @objc func panned(_ recognizer: UIPanGestureRecognizer) {}
        @objc func swiped(_ recognizer: UISwipeGestureRecognizer) {}
      }
      """,
      """
      class C {
        let swipe = UISwipeGestureRecognizer()
        func setUp() {
          let tap = UITapGestureRecognizer { [unowned self] _ in self.tapped() }
          view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] recognizer in self.panned(recognizer) })
          swipe.addHandler { [unowned self] recognizer in self.swiped(recognizer) }
          recognizers[0].addHandler { [unowned self] recognizer in self.swiped((recognizer as UIGestureRecognizer) as! UISwipeGestureRecognizer) }
          tap.addHandler { [unowned self] _ in self.tapped() }
        }
        func tapped() {}
        func panned(_ recognizer: UIPanGestureRecognizer) {}
        func swiped(_ recognizer: UISwipeGestureRecognizer) {}
      }
      """),
  ]

  static let scheduling: [RuleCase] = [
    RuleCase(
      "notification observers become main-actor block observers; removal follows",
      """
      class C {
        func start() {
          NotificationCenter.default.addObserver(self, selector: #selector(keyboard(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
          NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: model)
        }
        func stop() { NotificationCenter.default.removeObserver(self, name: .refresh, object: model) }
        deinit { NotificationCenter.default.removeObserver(self) }
        @objc func keyboard(_ note: Notification) {}
        @objc func refresh() {}
      }
      """,
      """
      class C {
        func start() {
          NotificationCenter.default.addMainActorObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil) { observer, notification in observer.keyboard(notification) }
          NotificationCenter.default.addMainActorObserver(self, name: .refresh, object: model) { observer, _ in observer.refresh() }
        }
        func stop() { NotificationCenter.default.removeMainActorObservers(self, name: .refresh, object: model) }
        deinit { NotificationCenter.default.removeMainActorObservers(self) }
        func keyboard(_ note: Notification) {}
        func refresh() {}
      }
      """),
    RuleCase(
      "selector timers become main-actor timers; userInfo is kept when given",
      """
      class C {
        func start() {
          timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(once), userInfo: ["k": 1], repeats: false)
        }
        @objc func tick(_ timer: Timer) {}
        @objc func once() {}
      }
      """,
      """
      class C {
        func start() {
          timer = Timer.scheduledMainActorTimer(withTimeInterval: 1, repeats: true) { [self] timer in self.tick(timer) }
          Timer.scheduledMainActorTimer(withTimeInterval: 0.5, userInfo: ["k": 1], repeats: false) { [self] _ in self.once() }
        }
        func tick(_ timer: Timer) {}
        func once() {}
      }
      """),
    RuleCase(
      "perform(_:with:afterDelay:) becomes a main-actor delayed call capturing its argument",
      """
      class C {
        func start() {
          perform(#selector(hide), with: nil, afterDelay: 2)
          self.perform(#selector(show(_:)), with: items[0], afterDelay: 0.3)
        }
        @objc func hide() {}
        @objc func show(_ item: String) {}
      }
      """,
      """
      class C {
        func start() {
          performOnMainActor(after: 2) { [self] in self.hide() }
          performOnMainActor(after: 0.3) { [self, argument = items[0]] in self.show(argument) }
        }
        func hide() {}
        func show(_ item: String) {}
      }
      """),
  ]

  static let untouched: [RuleCase] = [
    RuleCase(
      "#selector and @objc in strings and comments are untouched",
      """
      // button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
      /* @objc /* nested @IBAction */ import UIKit */
      let s = "addTarget(self, action: #selector(tapped), for: .touchUpInside) @objc"
      let m = \"\"\"
        import UIKit
        @objc \\(x.perform(#selector(f), with: nil, afterDelay: 1))
        \"\"\"
      let r = #"@objc "#selector(f)" \\#(1)"#

      """,
      """
      // button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
      /* @objc /* nested @IBAction */ import UIKit */
      let s = "addTarget(self, action: #selector(tapped), for: .touchUpInside) @objc"
      let m = \"\"\"
        import UIKit
        @objc \\(x.perform(#selector(f), with: nil, afterDelay: 1))
        \"\"\"
      let r = #"@objc "#selector(f)" \\#(1)"#

      """)
  ]

  @Test(arguments: imports + attributes + protocols + targetAction + scheduling + untouched)
  func ruleRewritesAsTabled(_ rule: RuleCase) {
    let output = portedText(rule.input)
    #expect(output == rule.output)
    #expect(portedText(output) == output, "porting the output again changes it")
  }

  /// Swift lets an extension override only `@objc` members, which UIKit's are through the
  /// Objective-C runtime: an `override` in an extension (a table view controller's data
  /// source methods, common in public UIKit code) moves into the body of its class when
  /// the file declares the class, ported like the rest. One in a type nested in the
  /// extension stays; the lines keep their numbers for the compiler.
  @Test func anOverrideInAnExtensionMovesIntoItsClass() throws {
    let source = """
      class List: UITableViewController {
        override func viewDidLoad() { super.viewDidLoad() }
      }
      extension List {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        final class Cell: UITableViewCell {
          override func prepareForReuse() {}
        }
        @objc override func tableView(
          _ tableView: UITableView, numberOfRowsInSection section: Int
        ) -> Int { 3 }
      }

      """
    let port = try #require(ported(source))
    #expect(
      String(decoding: port.bytes, as: UTF8.self) == """
        class List: UITableViewController {
          override func viewDidLoad() { super.viewDidLoad() }
          override func numberOfSections(in tableView: UITableView) -> Int { 1 }
          override func tableView(
            _ tableView: UITableView, numberOfRowsInSection section: Int
          ) -> Int { 3 }
        }
        extension List {

          final class Cell: UITableViewCell {
            override func prepareForReuse() {}
          }



        }

        """)
    #expect(port.changes.filter { $0.kind == .notPorted }.isEmpty)
    let moves = port.changes.filter { $0.message.hasPrefix("override moved") }
    #expect(moves.map(\.line) == [5, 9])
    #expect(moves.first?.message.contains("into the body of List") == true)
    #expect(portedText(portedText(source)) == portedText(source), "porting again changes it")
  }

  /// The moved declarations keep their original lines through `#sourceLocation`, and the
  /// class's closing brace gets its own back.
  @Test func aMovedOverrideKeepsItsLineForTheCompiler() throws {
    let source = """
      import UIKit
      class List: UITableViewController {
      }
      extension List {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
      }

      """
    let output = portedText(source, sourceLocations: true)
    #expect(
      output.contains(
        """
        class List: UITableViewController {
        #sourceLocation(file: "Screen.swift", line: 5)
          override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        #sourceLocation(file: "Screen.swift", line: 3)
        }
        """), "\(output)")
  }

  /// An override in an extension of a class declared in another file cannot move (a port
  /// sees one file): it is left and reported, so the build fails there with the fix.
  @Test func anOverrideInAnExtensionOfAClassDeclaredElsewhereIsReported() throws {
    let source = """
      import UIKit
      extension List {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
      }

      """
    let port = try #require(ported(source))
    let reports = port.changes.filter { $0.kind == .notPorted }
    #expect(reports.map(\.line) == [3])
    #expect(reports.first?.message.contains("move this declaration into the body of List") == true)
    #expect(String(decoding: port.bytes, as: UTF8.self).contains("override func numberOfSections"))
  }

  /// A call's arguments are read in place, eight inline and the rest in an array: a
  /// method of ten parameters is read whole (its count is in the report), and a bar
  /// button item's ninth and tenth arguments are kept.
  @Test func callsOfMoreThanEightArgumentsAreReadWhole() throws {
    let source = """
      import UIKit
      final class Screen: UIViewController {
        func setUp() {
          button.addTarget(self, action: #selector(many), for: .touchUpInside)
          let item = UIBarButtonItem(
            title: "T", image: nil, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, target: self,
            action: #selector(done))
        }
        func many(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int) {}
        @objc func done() {}
      }

      """
    let port = try #require(ported(source))
    let reports = port.changes.filter { $0.kind == .notPorted }
    #expect(reports.map(\.line) == [4])
    #expect(reports.first?.message.contains("takes 10 arguments, an action at most 2") == true)
    #expect(
      String(decoding: port.bytes, as: UTF8.self).contains(
        "UIBarButtonItem(title: \"T\", image: nil, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, "
          + "primaryAction: UIAction { [unowned self] _ in self.done()"))
  }
}
