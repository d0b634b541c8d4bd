// The test-support module re-exports the headless stack (and through it the core), so
// `import ScrollStackTestSupport` is all a test of a headless screen needs.
@_exported import ScrollStackHeadless
