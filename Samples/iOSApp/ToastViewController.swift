// A "copied" toast that hides itself after a delay with perform(_:with:afterDelay:).
import UIKit

class ToastViewController: UIViewController {
  let copyButton = UIButton(type: .system)
  let toastLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    copyButton.accessibilityIdentifier = "copy"
    copyButton.setTitle("Copy Link", for: .normal)
    copyButton.addTarget(self, action: #selector(copyTapped), for: .touchUpInside)
    toastLabel.accessibilityIdentifier = "toast"
    toastLabel.isHidden = true
    view.addSubview(copyButton)
    view.addSubview(toastLabel)
  }

  @objc func copyTapped() {
    showToast("Link copied")
  }

  func showToast(_ message: String) {
    toastLabel.text = message
    toastLabel.isHidden = false
    self.perform(#selector(hideToast(_:)), with: toastLabel, afterDelay: 2.0)
  }

  @objc func hideToast(_ label: UILabel) {
    label.isHidden = true
  }
}
