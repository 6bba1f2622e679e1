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
};
const int kWinCurveCount = int(sizeof kWinCurves / sizeof kWinCurves[0]);

}  // namespace hensoku::server
