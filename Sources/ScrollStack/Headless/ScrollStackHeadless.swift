// The headless module re-exports the core, so `import ScrollStackHeadless` is all a test or a
// headless screen needs: the row API, geometry, diagnostics and the keyboard core come with it.
@_exported import ScrollStackCore
