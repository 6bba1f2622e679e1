// Verification tool for docs/benchmarks/chu.md: perft by outcome computed with
// shogiops (a lion's paths with the same outcome counted once), to confirm
// hensoku's deeper counts independently. Slow (minutes at depth 4).
// Usage: node tests/chu/shogiops/perft_by_outcome.mjs <depth> [sfen]
import { parseSfen } from 'shogiops/sfen';
import { squareDist } from 'shogiops/util';
import { secondLionStepDests } from 'shogiops/variant/chushogi';
import { pieceCanPromote } from 'shogiops/variant/util';

const lionPower = ['lion', 'lionpromoted', 'eagle', 'falcon'];

// One move per outcome: plain moves (with and without promotion), then the
// double moves that capture on the first step, igui, and one pass per piece.
function movesByOutcome(pos) {
  const moves = [];
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    let passed = false;
    for (const to of dests) {
      moves.push({ from, to, promotion: false });
      if (pieceCanPromote(pos.rules)(piece, from, to, pos.board.get(to))) moves.push({ from, to, promotion: true });
      if (!lionPower.includes(piece.role) || squareDist(from, to) !== 1) continue;
      const midTaken = pos.board.has(to);
      for (const second of secondLionStepDests(pos, from, to)) {
        if (midTaken) moves.push({ from, to: second, midStep: to });
        else if (second === from && !passed) {
          passed = true;
          moves.push({ from, to: second, midStep: to });
        }
      }
    }
  }
  return moves;
}

function perft(pos, depth) {
  const moves = movesByOutcome(pos);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const child = pos.clone();
    child.play(m);
    n += perft(child, depth - 1);
  }
  return n;
}

const depth = Number(process.argv[2] || 3);
const sfen = process.argv[3] ||
  'lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1';
const t0 = process.hrtime.bigint();
const n = perft(parseSfen('chushogi', sfen).unwrap(), depth);
const s = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(`shogiops perft by outcome ${depth}: ${n} in ${s.toFixed(3)} s, ${(n / s / 1e6).toFixed(3)} M/s`);
