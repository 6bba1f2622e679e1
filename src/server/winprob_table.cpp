// Written by scripts/winprob/fit.py from scripts/winprob/gen.sh's self-play
// data (docs/search.md, "Win probability"); do not edit by hand.
#include "server/winprob.h"

namespace hensoku::server {

// variant, scale, offset, scored positions (0: the family's pooled fit)
const WinCurve kWinCurves[] = {
    {"shogi", 1690.2, -0.0, 3755},
    {"forcedcapture", 1403.1, -0.0, 3653},
    {"forcedcapture-kingonly", 4285.8, 0.0, 2962},
    {"forcedcapture-kingcapture", 6024.8, -0.0, 3991},
    {"trueforcedcapture", 9056.0, -0.0, 8555},
    {"friendcapture", 1657.5, -0.0, 4004},
    {"swappergold", 1627.7, -0.0, 4509},
    {"swapshogi", 3186.7, -0.0, 5510},
    {"mergeshogi", 3720.7, 0.0, 5025},
    {"chushogi", 3102.7, -0.0, 8714},
    {"hasami", 456.3, -0.0, 7436},
    {"hasami-captureall", 658.2, 0.0, 0},
    {"hasami-onestep", 658.2, 0.0, 0},
    {"hasami-onestep18", 658.2, 0.0, 0},
    {"daihasami", 62.4, -0.0, 553},
    {"daihasami-diagonal", 98.4, 0.0, 572},
    {"daihasami-onestep", 86.1, -0.0, 0},
    {"makayek", 274.5, -0.0, 6508},
    {"hasami-jsa", 327.8, -0.0, 2941},
};
const int kWinCurveCount = int(sizeof kWinCurves / sizeof kWinCurves[0]);

}  // namespace hensoku::server
