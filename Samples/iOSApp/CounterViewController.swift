// An iOS app's screen, written as public UIKit code is: #selector target-action, @objc,
// @IBAction, @IBOutlet, a bar button item and an @objc protocol with an optional method.
// It is never edited for Linux: HeadlessPortPlugin ports it into the PortedApp target.
import UIKit

@objc protocol CounterViewControllerDelegate: AnyObject {
  @objc optional func counterDidReset(_ controller: CounterViewController)
}

final class CounterViewController: UIViewController {
  weak var delegate: CounterViewControllerDelegate?
  @IBOutlet weak var footnoteLabel: UILabel!
  let countLabel = UILabel()
  let incrementButton = UIButton(type: .system)
  let resetButton = UIButton(type: .system)
  @objc dynamic private(set) var count = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    countLabel.accessibilityIdentifier = "count"
    countLabel.text = "0"
    incrementButton.setTitle("Add", for: .normal)
    incrementButton.accessibilityIdentifier = "increment"
    incrementButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
    resetButton.setTitle("Reset", for: .normal)
    resetButton.accessibilityIdentifier = "reset"
    resetButton.addTarget(
      self,
      action: #selector(reset),
      for: .touchUpInside)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .save, target: self, action: #selector(saveTen))
    view.addSubview(countLabel)
    view.addSubview(incrementButton)
    view.addSubview(resetButton)
  }

  @IBAction func increment(_ sender: UIButton) {
    count += 1
    countLabel.text = "\(count)"
  }

  @objc private func reset() {
    count = 0
    countLabel.text = "0"
    delegate?.counterDidReset?(self)
  }

  @objc func saveTen() {
    count += 10
    countLabel.text = "\(count)"
  }
}
