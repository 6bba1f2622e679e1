// The server's messages in Japanese (errors_ja.ts): the messages a player can
// meet, as src/server and the rules families write them.
import { describe, expect, it } from "vitest";
import { errorJa } from "./errors_ja";

describe("server messages in Japanese", () => {
  const cases: [string, string][] = [
    ["the game has moved on: it is at ply 5, not 4", "局面が進んでいます：いまは5手目で、4手目ではありません"],
    ["it is the engine's turn", "エンジンの手番です"],
    ["the game is over: White is checkmated", "対局は終わっています：後手が詰み"],
    ["the game is over: Black lost on time", "対局は終わっています：先手の時間切れ負け"],
    ["time is up: White lost on time", "時間切れです：後手の時間切れ負け"],
    ["illegal move '7g7e' in lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "反則手です：「7g7e」はこの局面で指せません"],
    ["illegal chu move '6h6f6d': only a lion, soaring eagle or horned falcon moves in two steps",
      "中将棋の反則手「6h6f6d」：二歩動けるのは獅子・飛鷲・角鷹だけです"],
    ["illegal chu move '7f7e': it would repeat the position a fourth time (CHU-R1)",
      "中将棋の反則手「7f7e」：同一局面が4回目になります（CHU-R1）"],
    ["illegal move '1a1b' for black in hasami", "反則手です：「1a1b」は先手には指せません（hasami）"],
    ["the game ended (Black resigned); it cannot be taken back", "対局は終わっています（先手の投了）。待ったはできません"],
    ["there is no move to take back", "待ったできる手がありません"],
    ["white is played by the engine and cannot resign", "後手はエンジンが指しているので投了できません"],
    ["bad position: White has no king: a game needs one on each side", "この局面では対局できません：後手に玉がありません：両側に玉が必要です"],
    ["KIF line 14: illegal move ７六歩", "KIF 14行目：反則手：７六歩"],
    ["move 3 '2b3c': illegal move '2b3c' in 9/9/9/9/9/9/9/9/9 b - 1", "3手目「2b3c」：反則手です：「2b3c」はこの局面で指せません"],
    ["too many analyses waiting (64); try again later", "検討の待ちが多すぎます。少し待ってからもう一度どうぞ"],
    ["no game with id 12", "対局 12 はありません"],
    ["the game is over: White has no royal piece left (CHU-W2)", "対局は終わっています：後手の玉将・太子がなくなりました（CHU-W2）"],
    ["CSA cannot record the rule option FirstPlayer=white", "CSA ではルール設定 FirstPlayer=white を記録できません"],
    ["the game is over (Black has five in a row at 9g 8g 7g 6g 5g: Black wins); '1a1b' cannot be played",
      "対局は終わっています（先手が五枚並び（9g 8g 7g 6g 5g）で勝ち）。「1a1b」は指せません"],
  ];
  for (const [en, ja] of cases) it(en, () => expect(errorJa(en)).toBe(ja));
  it("keeps a message it does not know in English", () => {
    expect(errorJa("something new went wrong")).toBe("something new went wrong");
  });
});
