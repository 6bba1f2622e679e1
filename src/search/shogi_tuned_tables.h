#pragma once
// The shogi family's tuned weight tables as text, one file per variant group
// (shogi_tuned_standard.cpp, shogi_tuned_forcedcapture.cpp), so that each can be
// retuned on its own; shogi_tuned_params.cpp maps variant names to them.
namespace hensoku::search {

extern const char* const kShogiTable;  // swappergold and swapshogi (and shogi before session 7)
extern const char* const kShogiScoreFitTable;  // shogi: shogi_tuned_standard_scorefit.cpp
extern const char* const kForcedCaptureTable;
extern const char* const kForcedCaptureScoreFitTable;  // forcedcapture: shogi_tuned_forcedcapture_scorefit.cpp
extern const char* const kForcedCaptureKingOnlyTable;
extern const char* const kFriendCaptureTable;  // shogi_tuned_friendcapture.cpp

}  // namespace hensoku::search
