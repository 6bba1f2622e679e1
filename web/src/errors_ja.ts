// The server's error messages (src/server, the rules families, the record
// readers) in Japanese: a table of the messages' patterns, tried in order.
// A template's {1}, {2}… are the pattern's groups; {r1}, {r2}… are groups
// that are themselves messages (a reason after "the game is over: ", the
// detail after "KIF line 14: ") and are translated in turn. A message no
// pattern matches stays in English, and so does an untranslated detail.

type Entry = [RegExp, string];

const side = (s: string) => (s.toLowerCase() === "black" ? "先手" : s.toLowerCase() === "white" ? "後手" : s);

// Outcome reasons (shown after "the game is over: " and in the KIF/CSA refusals).
const reasons: Entry[] = [
  [/^(Black|White) lost on time$/, "{s1}の時間切れ負け"],
  [/^(Black|White) resigned$/, "{s1}の投了"],
  [/^(Black|White) \(engine\) resigned$/, "{s1}（エンジン）の投了"],
  [/^(Black|White) declared a win$/, "{s1}の入玉宣言勝ち"],
  [/^(Black|White) wins by the 27-point declaration$/, "{s1}の入玉宣言（27点法）勝ち"],
  [/^(Black|White) is checkmated$/, "{s1}が詰み"],
  [/^(Black|White) has no legal move and loses$/, "{s1}は指す手がなく負け"],
  [/^Draw by agreement$/, "合意による引き分け"],
  [/^Fourfold repetition \(sennichite\): draw$/, "千日手（同一局面4回）で引き分け"],
  [/^Fourfold repetition with perpetual check: (Black|White) loses$/, "連続王手の千日手で{s1}の負け"],
  [/^(Black|White) \(engine\) played an illegal move '(.*?)': (.*)$/, "{s1}（エンジン）が反則手「{2}」を指しました：{r3}"],
  // Chu (CHU-W…) and the hasami family.
  [/^(Black|White) has no royal piece left \((.*)\)$/, "{s1}の玉将・太子がなくなりました（{2}）"],
  [/^(Black|White) has a bare king \((.*)\)$/, "{s1}は裸玉です（{2}）"],
  [/^(Black|White) is checkmated \((.*)\)$/, "{s1}が詰み（{2}）"],
  [/^(Black|White) has no legal move \((.*)\)$/, "{s1}は指す手がありません（{2}）"],
  [/^(Black|White) has only moves that repeat the position a fourth time \(CHU-R\)$/, "{s1}は同一局面4回目になる手しかありません（CHU-R）"],
  [/^Neither side has a piece besides its royals: draw \(CHU-W4\)$/, "両者とも玉以外の駒がなく引き分け（CHU-W4）"],
  [/^(black|white|Black|White) has five in a row at (.*): (?:black|white|Black|White) wins$/, "{s1}が五枚並び（{2}）で勝ち"],
  [/^(black|white|Black|White) is reduced to one stone: (black|white|Black|White) wins$/, "{s1}が残り一枚で{s2}の勝ち"],
  [/^(black|white|Black|White) is reduced to no stones: (black|white|Black|White) wins$/, "{s1}の駒がなくなり{s2}の勝ち"],
  [/^All of (black|white|Black|White)'s stones are captured: (black|white|Black|White) wins$/, "{s1}の駒がすべて取られ{s2}の勝ち"],
  [/^(black|white|Black|White) has captured (\d+) stones: (?:black|white|Black|White) wins$/, "{s1}が{2}枚取って勝ち"],
  [/^(black|white|Black|White)'s lead of (\d+) captures held until its turn: (?:black|white|Black|White) wins$/, "{s1}が{2}枚差を保って勝ち"],
  [/^(black|white|Black|White) has no legal move: (black|white|Black|White) wins$/, "{s1}は指す手がなく{s2}の勝ち"],
  [/^Both sides have fewer than five stones: draw$/, "両者とも5枚未満で引き分け"],
  [/^The same position has occurred four times: draw$/, "同一局面4回で引き分け"],
  [/^The ply limit of (\d+) is reached: draw$/, "手数制限（{1}手）に達して引き分け"],
  [/^Game stopped: the engine's move could not be saved/, "対局停止：エンジンの指し手を保存できません（データベースが書き込みを拒否）。サーバーを再起動すると再開します"],
];

const messages: Entry[] = [
  // Moves during a game.
  [/^the game has moved on: it is at ply (\d+), not (\d+)$/, "局面が進んでいます：いまは{1}手目で、{2}手目ではありません"],
  [/^it is the engine's turn$/, "エンジンの手番です"],
  [/^the game is over: (.*)$/, "対局は終わっています：{r1}"],
  [/^the game is over \((.*)\); '(.*)' cannot be played$/, "対局は終わっています（{r1}）。「{2}」は指せません"],
  [/^time is up: (.*)$/, "時間切れです：{r1}"],
  [/^illegal move '(.*?)' in .*$/, "反則手です：「{1}」はこの局面で指せません"],
  [/^illegal move '(.*?)' for (black|white) in (.*)$/, "反則手です：「{1}」は{s2}には指せません（{3}）"],
  [/^illegal chu move '(.*?)': (.*)$/, "中将棋の反則手「{1}」：{r2}"],
  [/^bad move '(.*?)': (.*?) \(expected e\.g\. .*\)$/, "指し手「{1}」が読めません：{r2}（例：7g7f、8h2b+、P*5e）"],
  [/^'(.*?)' is not a move: expected two squares like .*$/, "「{1}」は指し手ではありません：7a7f のように二つのマスを書きます"],
  [/^move '(.*?)': a lance\+knight promotes either part: .*$/, "「{1}」：香桂の合体駒はどちらか一方が成ります。末尾に L か N を付けてください"],
  [/^'win' \(declaration\) needs the option Declaration=true$/, "入玉宣言にはルール設定 Declaration=true が必要です"],
  [/^declaration refused: the 27-point conditions do not hold \(SF-0\.6\)$/, "入玉宣言はできません：27点法の条件を満たしていません（SF-0.6）"],
  // The chu move reader's reasons (after "illegal chu move '…': ").
  [/^only a lion, soaring eagle or horned falcon moves in two steps$/, "二歩動けるのは獅子・飛鷲・角鷹だけです"],
  [/^the middle square (\w+) is not next to (\w+)$/, "途中のマス{1}が{2}の隣ではありません"],
  [/^the last square (\w+) is not next to (\w+)$/, "最後のマス{1}が{2}の隣ではありません"],
  [/^this piece has lion power only along its lion line$/, "この駒の獅子の動きは決まった筋だけです"],
  [/^the first step lands on the mover's own piece$/, "一歩目が自分の駒の上です"],
  [/^expected squares like .*$/, "7g7f、7j7i6h、6i5h6i のようにマスを書きます"],
  [/^expected two or three squares and an optional '\+'$/, "二つか三つのマスと、成る場合は「+」を書きます"],
  [/^no piece of the side to move on (\w+)$/, "{1}に手番の側の駒がありません"],
  [/^a pass or igui is written with three squares .*$/, "じっと・居食いは三つのマスで書きます（6f6g6f）"],
  [/^not a legal move in this position$/, "この局面では指せない手です"],
  [/^it would repeat the position a fourth time \(CHU-R1\)$/, "同一局面が4回目になります（CHU-R1）"],
  // Takeback, resignation, draws.
  [/^the game ended \((.*)\); it cannot be taken back$/, "対局は終わっています（{r1}）。待ったはできません"],
  [/^there is no move to take back$/, "待ったできる手がありません"],
  [/^the engine plays both sides: no takeback$/, "両側ともエンジンなので待ったはできません"],
  [/^(black|white|Black|White) is played by the engine and cannot (.*)$/, "{s1}はエンジンが指しているので{a2}できません"],
  [/^no human plays in this game, so no one can (.*)$/, "この対局には人が指していないので、{a1}できません"],
  [/^there is no draw offer to (accept|decline)$/, "受ける・断る引き分けの提案がありません"],
  [/^draw action must be .*$/, "引き分けの操作は offer・accept・decline のどれかです"],
  [/^side must be "black" or "white"$/, "side は \"black\" か \"white\" です"],
  // Saving, limits, the connection.
  [/^the (move|result|takeback) could not be saved: (.*)$/, "{m1}を保存できませんでした：{2}"],
  [/^too many analyses waiting \(.*$/, "検討の待ちが多すぎます。少し待ってからもう一度どうぞ"],
  [/^too many engine-vs-engine games in progress \(limit (\d+)\).*$/, "エンジン同士の対局が多すぎます（上限{1}局）"],
  [/^too many open connections .*$/, "接続が多すぎます。少し待ってからもう一度どうぞ"],
  [/^the server is shutting down$/, "サーバーが終了しようとしています"],
  [/^the game is closing$/, "この対局は閉じられようとしています"],
  [/^the game was deleted$/, "この対局は削除されました"],
  [/^replaced by a newer analysis of this game$/, "この対局の新しい検討に置き換えられました"],
  [/^the engine could not start: (.*)$/, "エンジンを起動できませんでした：{1}"],
  [/^no game with id '?(.*?)'?$/, "対局 {1} はありません"],
  [/^movetime_ms must be an integer of at least 10$/, "movetime_ms は10以上の整数です"],
  [/^this build of hensoku has no engine .*$/, "この hensoku にはエンジンがありません：人同士でのみ対局できます"],
  // Records.
  [/^ply must be in 0\.\.(\d+), not (-?\d+)$/, "手数は0〜{1}です（{2}ではありません）"],
  [/^KIF records are for the shogi family and chu shogi; '(.*)' has none$/, "KIF は将棋系と中将棋だけです。「{1}」は書き出せません"],
  [/^KIF records are for the shogi family and chu shogi, not '(.*)'$/, "KIF は将棋系と中将棋だけです（「{1}」は対象外）"],
  [/^CSA records are for standard shogi, not '(.*)'$/, "CSA は本将棋だけです（「{1}」は対象外）"],
  [/^CSA records are for standard shogi; '(.*)' has other rules$/, "CSA は本将棋だけです（「{1}」はルールが違います）"],
  [/^CSA cannot record the rule option (.*)$/, "CSA ではルール設定 {1} を記録できません"],
  [/^CSA records are for standard shogi.*$/, "CSA は本将棋だけです"],
  [/^(.*) is not in the game's list of legal moves$/, "{1}は合法手の一覧にありません"],
  [/^(.*) has more than two steps, which KIF cannot express$/, "{1}は三歩以上の手で、KIF では書けません"],
  [/^(.*) moves a piece \('(.*)'\) that KIF has no name for$/, "{1}は KIF に名前のない駒（「{2}」）を動かします"],
  [/^record format must be .*$/, "棋譜の形式は usi・sfen・moves・kif・csa のどれかです"],
  // Starting a game: the set-up, the imported records, the form's fields.
  [/^bad position: (.*)$/, "この局面では対局できません：{r1}"],
  [/^(Black|White) has no king: a game needs one on each side$/, "{s1}に玉がありません：両側に玉が必要です"],
  [/^(Black|White) has no King or Crown Prince.*$/, "{s1}に玉将も太子もありません"],
  [/^bad SFEN: (.*)$/, "SFEN が正しくありません：{r1}"],
  [/^invalid chu SFEN '.*?': (.*)$/, "中将棋の SFEN が正しくありません：{r1}"],
  [/^the side not to move is in check \(its king could be captured\)$/, "手番でない側が王手されています（玉を取れてしまいます）"],
  [/^two unpromoted pawns of one side on file (\d+) \(nifu, SF-0\.2\)$/, "{1}筋に同じ側の歩が二枚あります（二歩、SF-0.2）"],
  [/^the board must have 9 ranks of 9 squares$/, "盤は9段×9筋です"],
  [/^two kings of one side$/, "一方に玉が二枚あります"],
  [/^unknown piece letter '(.*)'$/, "駒の文字「{1}」が分かりません"],
  [/^KIF line (\d+): (.*)$/, "KIF {1}行目：{r2}"],
  [/^CSA line (\d+): (.*)$/, "CSA {1}行目：{r2}"],
  [/^illegal move (.*)$/, "反則手：{1}"],
  [/^move (\d+) '(.*?)' comes after the end of the game$/, "{1}手目「{2}」は対局の終わった後の手です"],
  [/^move (\d+) '(.*?)': (.*)$/, "{1}手目「{2}」：{r3}"],
  [/^move (\d+) \((.*?)\) is not a legal move$/, "{1}手目（{2}）は合法手ではありません"],
  [/^too many moves to import: (\d+) \(at most (\d+)\)$/, "読み込む手が多すぎます：{1}手（上限{2}手）"],
  [/^the (KIF|CSA) text is too long \(over 4 MiB\)$/, "{1}の棋譜が長すぎます（4 MiB 超）"],
  [/^the (KIF|CSA) text is not UTF-8 .*$/, "{1}の棋譜が UTF-8 ではありません（Shift_JIS は先に変換してください）"],
  [/^the KIF record is for variant '(.*)', which this program does not know$/, "KIF の種目「{1}」はこのプログラムにありません"],
  [/^KIF header 手合割：(.*) is not a start position this program knows; give a board diagram$/, "手合割「{1}」は知らない開始局面です。盤面図を付けてください"],
  [/^not a KIF header \(key：value\), board or move line: '(.*)'$/, "KIF のヘッダ（キー：値）、盤面図、指し手のどれでもない行です：「{1}」"],
  [/^the start position is not valid for (.*?): (.*)$/, "{1}の開始局面として正しくありません：{r2}"],
  [/^unknown variant '(.*?)'.*$/, "種目「{1}」はありません"],
  [/^position must start with 'startpos' or 'sfen'.*$/, "局面は startpos か sfen で始めます"],
  [/^expected 'moves' after the position, got '(.*)'$/, "局面の後は moves です（「{1}」ではありません）"],
  [/^give either .*$/, "局面は一つの形式だけで指定してください（KIF・CSA・SFEN/指し手）"],
  [/^'first' applies to the start position; a set-up SFEN says who moves itself$/, "先手番の指定は初期局面のときだけです。SFEN の局面は手番を含みます"],
  [/^moves must be .*$/, "指し手はリストか、空白で区切った文字列です"],
  [/^player name is longer than 100 bytes$/, "対局者名が長すぎます（100バイトまで）"],
  [/^player name has a control character$/, "対局者名に制御文字があります"],
  [/^time_control .*$/, "持ち時間の設定が正しくありません"],
  [/^option (\w+) takes (.*?), got '(.*)'$/, "ルール設定 {1} の値「{3}」は使えません（{2}）"],
  [/^the request body must be a JSON object$/, "リクエストの本文は JSON オブジェクトです"],
  [/^POST bodies must be sent as Content-Type: application\/json.*$/, "POST の本文は Content-Type: application/json で送ります"],
  [/^requests from pages of '(.*)' are refused$/, "「{1}」のページからの要求は受け付けません"],
  [/^not found: (.*)$/, "見つかりません：{1}"],
];

const moveWords: Record<string, string> = { move: "指し手", result: "結果", takeback: "待った" };
const actionWords: Record<string, string> = {
  resign: "投了", "offer a draw": "引き分けの提案が", "answer a draw offer": "引き分けの返事が", "take back": "待ったが",
};

function apply(table: Entry[], message: string): string | null {
  for (const [pattern, template] of table) {
    const m = pattern.exec(message);
    if (!m) continue;
    return template.replace(/\{([a-z]?)(\d+)\}/g, (_, kind: string, n: string) => {
      const g = m[Number(n)] ?? "";
      if (kind === "s") return side(g);
      if (kind === "r") return errorJa(g);
      if (kind === "m") return moveWords[g] ?? g;
      if (kind === "a") return actionWords[g] ?? g;
      return g;
    });
  }
  return null;
}

// A message of the server in Japanese; the English when no pattern knows it.
export function errorJa(message: string): string {
  return apply(messages, message) ?? apply(reasons, message) ?? message;
}
