#pragma once
#include "../support/session_transcript.h"
#include "usi/usi_session.h"

namespace hensoku::usi::test {
using Transcript = hensoku::test::SessionTranscript<Session>;
}  // namespace hensoku::usi::test
