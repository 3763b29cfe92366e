// A picker presented modally that reports back through a delegate protocol whose
// "did pick" method is optional, with a segmented control and Cancel/Done bar buttons.
import UIKit

@objc protocol ColorPickerViewControllerDelegate: AnyObject {
  @objc optional func colorPicker(_ picker: ColorPickerViewController, didPick name: String)
  func colorPickerDidCancel(_ picker: ColorPickerViewController)
}

class ColorPickerViewController: UIViewController {
  weak var delegate: ColorPickerViewControllerDelegate?
  let names = ["Red", "Green", "Blue"]
  let segmentedControl = UISegmentedControl(items: ["Red", "Green", "Blue"])
  let previewLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Color"
    segmentedControl.accessibilityIdentifier = "colors"
    segmentedControl.selectedSegmentIndex = 0
    segmentedControl.addTarget(self, action: #selector(colorChanged(_:)), for: .valueChanged)
    previewLabel.accessibilityIdentifier = "preview"
    previewLabel.text = names[0]
    view.addSubview(segmentedControl)
    view.addSubview(previewLabel)

    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: self, action: #selector(doneTapped(_:)))
  }

  @objc func colorChanged(_ sender: UISegmentedControl) {
    previewLabel.text = names[sender.selectedSegmentIndex]
  }

  @objc func cancelTapped() {
    delegate?.colorPickerDidCancel(self)
  }

  @objc func doneTapped(_ sender: UIBarButtonItem) {
    delegate?.colorPicker?(self, didPick: names[segmentedControl.selectedSegmentIndex])
  }
}
