// Written by scripts/winprob/fit.py from scripts/winprob/gen.sh's self-play
// data (docs/search.md, "Win probability"); do not edit by hand.
#include "server/winprob.h"

namespace hensoku::server {

// variant, scale, offset, scored positions (0: the family's pooled fit)
const WinCurve kWinCurves[] = {
    {"shogi", 1720.1, -0.0, 9078},
    {"forcedcapture", 694.0, 0.0, 9856},
    {"forcedcapture-kingonly", 2633.7, -0.0, 7340},
    {"forcedcapture-kingcapture", 4021.0, 0.0, 8584},
    {"trueforcedcapture", 19716.6, -0.0, 20606},
    {"friendcapture", 2799.0, -0.0, 10978},
    {"swappergold", 2152.3, 0.0, 10850},
    {"swapshogi", 2668.9, 0.0, 13860},
    {"mergeshogi", 3193.6, 0.0, 12617},
    {"chushogi", 5845.0, 0.0, 23472},
    {"hasami", 870.2, -0.0, 20456},
    {"hasami-captureall", 292.0, -0.0, 75153},
    {"hasami-onestep", 167.5, 0.0, 80387},
    {"hasami-onestep18", 1389.2, -0.0, 565372},
    {"daihasami", 103.4, -0.0, 1449},
    {"daihasami-diagonal", 99.6, -0.0, 1242},
    {"daihasami-onestep", 135.6, -0.0, 720},
    {"makayek", 296.8, -0.0, 15497},
    {"hasami-jsa", 191.7, 0.0, 6435},
};
const int kWinCurveCount = int(sizeof kWinCurves / sizeof kWinCurves[0]);

}  // namespace hensoku::server
