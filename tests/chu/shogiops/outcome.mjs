// Test-only helper for tests/chu/shogiops_crosscheck_test.cpp: reads SFENs
// (one per line) and prints, for each, shogiops's game end for the position:
// "none", or the result and the winner ("bareking gote", "draw -").
import { readFileSync } from 'node:fs';
import { parseSfen } from 'shogiops/sfen';

const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter(l => l.trim());
const out = [];
for (const sfen of lines) {
  const pos = parseSfen('chushogi', sfen, false);
  if (pos.isErr) {
    out.push('ERROR ' + pos.error.message);
    continue;
  }
  const end = pos.value.outcome();
  out.push(end ? `${end.result} ${end.winner ?? '-'}` : 'none');
}
console.log(out.join('\n'));
