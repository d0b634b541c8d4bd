import Foundation
import ScrollStack

// MARK: - SVGRenderer

/// Draws a ``DemoFrame`` as an SVG picture: the phone, a rounded rectangle per row that reaches
/// into the viewport (`class="row"`, its title in `data-title`), separators, the scroll
/// indicator, the keyboard when it is up, and the visibility and events under the phone.
///
/// A pure function of the frame; coordinates are the frame's points.
public struct SVGRenderer: Sendable {
  // MARK: Lifecycle

  /// Creates a renderer.
  public init() {}

  // MARK: Public

  /// The margin around the viewport, in points.
  public static let margin: CGFloat = 20
  /// The height of the caption above the phone and of the status block under it, in points.
  public static let captionHeight: CGFloat = 40
  /// The height of the status block under the phone, in points: ``statusLineLimit`` lines.
  public static let statusHeight: CGFloat = 150
  /// The most lines the status block shows: the visible, hidden and offscreen rows, then the
  /// latest events.
  public static let statusLineLimit = 8

  /// A standalone SVG document showing `frame`.
  public func render(_ frame: DemoFrame) -> String {
    let size = pictureSize(of: frame)
    return document(width: size.width, height: size.height, body: group(frame, at: .zero))
  }

  /// One SVG document showing `frames` side by side, each with its own caption.
  public func renderStrip(_ frames: [DemoFrame]) -> String {
    var x: CGFloat = 0
    var height: CGFloat = 0
    var body = ""
    for frame in frames {
      body += group(frame, at: CGPoint(x: x, y: 0))
      let size = pictureSize(of: frame)
      x += size.width
      height = Swift.max(height, size.height)
    }
    return document(width: x, height: height, body: body)
  }

  /// The size of one frame's picture.
  public func pictureSize(of frame: DemoFrame) -> CGSize {
    CGSize(
      width: Swift.max(frame.viewportSize.width, 360) + 2 * Self.margin,
      height: frame.viewportSize.height + 2 * Self.margin + Self.captionHeight + Self.statusHeight)
  }

  // MARK: Private

  private func document(width: CGFloat, height: CGFloat, body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
    viewBox="0 0 \(n(width)) \(n(height))" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="13">
    <rect width="100%" height="100%" fill="#ffffff"/>
    \(body)</svg>

    """
  }

  private func group(_ frame: DemoFrame, at origin: CGPoint) -> String {
    let m = Self.margin
    let top = Self.captionHeight
    let size = frame.viewportSize
    let clipID = "viewport-\(Int(origin.x))"
    var svg = "<g transform=\"translate(\(n(origin.x)) \(n(origin.y)))\">\n"
    svg += text(frame.caption.isEmpty ? "ready" : frame.caption, x: m, y: 26, size: 15, weight: "bold")
    svg += "<defs><clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" "
    svg += "height=\"\(n(size.height))\"/></clipPath></defs>\n"
    svg += "<rect x=\"\(n(m - 8))\" y=\"\(n(top + m - 8))\" width=\"\(n(size.width + 16))\" "
    svg += "height=\"\(n(size.height + 16))\" rx=\"28\" fill=\"#1c1c1e\"/>\n"
    svg += "<g transform=\"translate(\(n(m)) \(n(top + m)))\" clip-path=\"url(#\(clipID))\">\n"
    svg += "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"#f2f2f7\"/>\n"
    for row in frame.rows { svg += rowSVG(row, frame: frame) }
    svg += indicatorSVG(frame)
    if let keyboard = frame.keyboardFrame { svg += keyboardSVG(keyboard) }
    svg += "</g>\n"
    var y = top + 2 * m + size.height + 18
    for line in statusLines(frame) {
      svg += text(line, x: m, y: y, size: 12, weight: "normal")
      y += 18
    }
    return svg + "</g>\n"
  }

  private func rowSVG(_ row: DemoFrame.Row, frame: DemoFrame) -> String {
    let rect = row.frame.offsetBy(dx: -frame.contentOffset.x, dy: -frame.contentOffset.y)
    let viewport = CGRect(origin: .zero, size: frame.viewportSize)
    guard rect.width > 0, rect.height > 0, rect.intersects(viewport) else { return "" }
    let stroke = row.isFocused ? "#0a84ff" : "#c7c7cc"
    var svg = "<rect class=\"row\" data-title=\"\(escape(row.title))\" data-visibility=\"\(row.visibility)\" "
    svg += "x=\"\(n(rect.minX + 4))\" y=\"\(n(rect.minY + 2))\" width=\"\(n(Swift.max(0, rect.width - 8)))\" "
    svg += "height=\"\(n(Swift.max(0, rect.height - 4)))\" rx=\"10\" fill=\"#ffffff\" stroke=\"\(stroke)\" "
    svg += "stroke-width=\"\(row.isFocused ? 3 : 1)\"/>\n"
    svg += text(row.title, x: rect.minX + 16, y: rect.minY + 22, size: 14, weight: "bold")
    let lineCount = Swift.max(0, Int((rect.height - 34) / 18))
    for (index, line) in row.bodyLines.prefix(lineCount).enumerated() {
      svg += text(line, x: rect.minX + 16, y: rect.minY + 42 + CGFloat(index) * 18, size: 13, weight: "normal")
    }
    if let separator = row.separatorFrame {
      let line = separator.offsetBy(dx: -frame.contentOffset.x, dy: -frame.contentOffset.y)
      svg += "<rect class=\"separator\" x=\"\(n(line.minX))\" y=\"\(n(line.minY))\" "
      svg += "width=\"\(n(Swift.max(1, line.width)))\" height=\"\(n(Swift.max(1, line.height)))\" fill=\"#8e8e93\"/>\n"
    }
    return svg
  }

  private func indicatorSVG(_ frame: DemoFrame) -> String {
    let axis = frame.axis
    let content = frame.contentSize.length(along: axis)
    let viewport = frame.viewportSize.length(along: axis)
    let insets = frame.adjustedContentInset
    let visible = viewport - insets.total(along: axis)
    guard content > visible, visible > 0 else { return "" }
    let track = visible - 6
    let length = Swift.max(24, track * visible / content)
    let scrolled = frame.contentOffset.coordinate(along: axis) + insets.leading(along: axis)
    let start =
      insets.leading(along: axis) + 3 + (track - length) * Swift.min(1, Swift.max(0, scrolled / (content - visible)))
    let rect =
      axis == .vertical
      ? CGRect(x: frame.viewportSize.width - 6, y: start, width: 3, height: length)
      : CGRect(x: start, y: frame.viewportSize.height - insets.bottom - 6, width: length, height: 3)
    return "<rect class=\"indicator\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
      + "height=\"\(n(rect.height))\" rx=\"1.5\" fill=\"#636366\"/>\n"
  }

  private func keyboardSVG(_ keyboard: CGRect) -> String {
    var svg = "<rect class=\"keyboard\" x=\"\(n(keyboard.minX))\" y=\"\(n(keyboard.minY))\" "
    svg += "width=\"\(n(keyboard.width))\" height=\"\(n(keyboard.height))\" fill=\"#d1d3d9\"/>\n"
    let rows = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]
    let keyWidth = Swift.min(36, keyboard.width / 11)
    for (index, keys) in rows.enumerated() {
      let y = keyboard.minY + 12 + CGFloat(index) * 50
      guard y + 40 < keyboard.maxY else { break }
      let x0 = keyboard.midX - CGFloat(keys.count) * keyWidth / 2
      for (column, key) in keys.enumerated() {
        let x = x0 + CGFloat(column) * keyWidth
        svg +=
          "<rect x=\"\(n(x + 2))\" y=\"\(n(y))\" width=\"\(n(keyWidth - 4))\" height=\"40\" rx=\"5\" fill=\"#ffffff\"/>"
        svg += text(String(key), x: x + keyWidth / 2 - 4, y: y + 25, size: 16, weight: "normal")
      }
    }
    return svg
  }

  private func statusLines(_ frame: DemoFrame) -> [String] {
    let width = Int((pictureSize(of: frame).width - 2 * Self.margin) / 7.3)
    let visible = TerminalRenderer.wrapItems(frame.visibilitySummary, prefix: "visible: ", width: width)
    let events = TerminalRenderer.wrapItems(frame.latestEvents, prefix: "events:  ", width: width)
    return Array((visible + events).prefix(Self.statusLineLimit))
  }

  private func text(_ string: String, x: CGFloat, y: CGFloat, size: Int, weight: String) -> String {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"#1c1c1e\" "
      + "xml:space=\"preserve\">\(escape(string))</text>\n"
  }

  private func n(_ value: CGFloat) -> String { value.demoText }

  private func escape(_ string: String) -> String {
    string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
