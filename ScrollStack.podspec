Pod::Spec.new do |spec|
  spec.name          = 'ScrollStack'
  spec.version       = '0.1.0'
  spec.summary       = 'Heterogeneous scrolling screens in code: a stack of view controllers or views in a scroll view.'
  spec.description   = 'Rows wrapping child view controllers or plain views, with insertion, removal, hiding, ' \
                       'resizing, separators, taps, visibility tracking, keyboard handling; tests run it on Linux on a UIKit double.'
  spec.homepage      = 'https://github.com/scrollstack/ScrollStack'
  spec.license       = { :type => 'MIT' }
  spec.author        = 'ScrollStack contributors'
  spec.source        = { :git => 'https://github.com/scrollstack/ScrollStack.git', :tag => spec.version.to_s }
  spec.ios.deployment_target = '13.0'
  # Swift 6.0 tools and language mode, as Package.swift: Xcode 16 or later.
  spec.swift_versions = ['6.0']
  spec.source_files  = 'Sources/ScrollStack/UIKit/**/*.swift'
  spec.frameworks    = 'Foundation', 'UIKit'
  spec.dependency      'ScrollStackCore', spec.version.to_s
  # The pods share `package` declarations, as the SwiftPM targets do.
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name scrollstack' }
end
