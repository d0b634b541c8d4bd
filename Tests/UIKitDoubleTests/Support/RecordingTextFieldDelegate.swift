import ScrollStackUIKitDouble

/// A text field delegate that notes each call and answers `textFieldShouldReturn` with
/// ``returns``.
@MainActor final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
  let log = CallLog()
  var returns = true

  func textFieldDidBeginEditing(_ textField: UITextField) { log.note("didBeginEditing") }

  func textFieldDidEndEditing(_ textField: UITextField) { log.note("didEndEditing") }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.note("shouldReturn")
    return returns
  }
}
