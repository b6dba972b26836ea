// The one source of benchwork_pch_tests, the target that holds the tests'
// precompiled header (tests/CMakeLists.txt): the test programs reuse the
// header this target compiles.
