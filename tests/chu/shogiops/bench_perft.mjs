// Speed reference for docs/benchmarks/chu.md: shogiops's own perft helper from
// the chu start position. It counts lion paths, not outcomes, so its counts
// differ from hensoku's; only its rate is compared.
// Usage: node tests/chu/shogiops/bench_perft.mjs <depth>
import { perft } from 'shogiops/debug';
import { parseSfen } from 'shogiops/sfen';

const depth = Number(process.argv[2] || 3);
const start =
  'lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1';
const pos = parseSfen('chushogi', start).unwrap();
const t0 = process.hrtime.bigint();
const nodes = perft(pos, depth, false);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(`shogiops perft ${depth}: ${nodes} paths in ${seconds.toFixed(3)} s, ${(nodes / seconds / 1e6).toFixed(3)} M/s`);
