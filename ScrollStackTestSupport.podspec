Pod::Spec.new do |spec|
  spec.name          = 'ScrollStackTestSupport'
  spec.version       = '0.1.0'
  spec.summary       = 'Helpers for tests of ScrollStack screens: a screen driver, invariant checker, recording delegate, reference model.'
  spec.description   = 'For your test targets: drives a screen (time, layout passes, the keyboard), checks a ' \
                       'stack\'s invariants, records its delegate calls and compares it with a reference model. ' \
                       'No XCTest or Testing dependency: usable from either. Re-exports ScrollStack.'
  spec.homepage      = 'https://github.com/scrollstack/ScrollStack'
  spec.license       = { :type => 'MIT' }
  spec.author        = 'ScrollStack contributors'
  spec.source        = { :git => 'https://github.com/scrollstack/ScrollStack.git', :tag => spec.version.to_s }
  spec.ios.deployment_target = '13.0'
  # Swift 6.0 tools and language mode, as Package.swift: Xcode 16 or later.
  spec.swift_versions = ['6.0']
  spec.source_files  = 'Sources/ScrollStack/TestSupport/**/*.swift'
  spec.frameworks    = 'Foundation', 'UIKit'
  spec.dependency      'ScrollStack', spec.version.to_s
  # The pods share `package` declarations, as the SwiftPM targets do.
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name scrollstack' }
end
