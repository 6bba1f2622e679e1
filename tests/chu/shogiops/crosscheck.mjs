// Test-only helper for tests/chu/shogiops_crosscheck_test.cpp: reads SFENs
// (one per line) and prints, for each, shogiops's legal moves as outcomes in
// hensoku's canonical notation (docs/chu.md): "from[mid]to[+]", with every
// pass of a piece written "<from>pass". Double moves whose first step is empty
// are plain moves; shogiops lists them once per path, we print them once.
import { readFileSync } from 'node:fs';
import { parseSfen } from 'shogiops/sfen';
import { makeSquareName, squareDist } from 'shogiops/util';
import { secondLionStepDests } from 'shogiops/variant/chushogi';
import { pieceCanPromote } from 'shogiops/variant/util';

const lionPower = ['lion', 'lionpromoted', 'eagle', 'falcon'];

function outcomes(pos) {
  const out = new Set();
  const name = makeSquareName;
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const plain = name(from) + name(to);
      out.add(plain);
      if (pieceCanPromote(pos.rules)(piece, from, to, pos.board.get(to))) out.add(plain + '+');
      if (!lionPower.includes(piece.role) || squareDist(from, to) !== 1) continue;
      for (const second of secondLionStepDests(pos, from, to)) {
        const midTaken = pos.board.has(to);
        if (second === from) out.add(midTaken ? name(from) + name(to) + name(from) : name(from) + 'pass');
        else out.add(midTaken ? name(from) + name(to) + name(second) : name(from) + name(second));
      }
    }
  }
  return [...out].sort();
}

const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter(l => l.trim());
for (const sfen of lines) {
  const pos = parseSfen('chushogi', sfen, false);
  if (pos.isErr) {
    console.log('ERROR ' + pos.error.message);
    continue;
  }
  console.log(outcomes(pos.value).join(' '));
}
