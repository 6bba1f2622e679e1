#pragma once

// Whether the test runs under AddressSanitizer or ThreadSanitizer: the tests
// that replay many random games play fewer there, where the rules code runs
// about ten times slower. g++ announces a sanitizer with __SANITIZE_*__,
// clang 14 only through __has_feature.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HENSOKU_SANITIZED_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HENSOKU_SANITIZED_BUILD 1
#endif
#endif

namespace hensoku::testing_support {
#ifdef HENSOKU_SANITIZED_BUILD
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
}  // namespace hensoku::testing_support
