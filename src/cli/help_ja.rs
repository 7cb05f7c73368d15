//! The command line's help in Japanese (see `help`).

use super::help::HelpWords;

pub static WORDS: HelpWords = HelpWords {
    text,
    usage: "使い方：",
    commands: "コマンド：",
    arguments: "引数：",
    options: "オプション：",
    options_placeholder: "[オプション]",
    command_placeholder: "<コマンド>",
    default: "既定：",
    values: "値：",
    help: "このヘルプを表示",
    version: "バージョンを表示",
    help_command: "このヘルプ、または指定したコマンドのヘルプを表示",
};

fn text(command: &str, key: &str) -> Option<&'static str> {
    match (command, key) {
        ("", "") => Some("ナンプレを人の手で解く解法を教え、調べる"),
        ("solve", "") => Some(
            "問題を厳密に解く：1問につき1行で、解か `解なし`／`解が複数ある` を出力"
        ),
        ("solve", "files") => Some("問題のファイル（`-` で標準入力）"),
        ("solve", "count") => Some("解の代わりに解の数を出力（上限に達したときは `N以上`）"),
        ("solve", "limit") => Some("解をこの数まで数えたら止める"),
        ("solve", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("solve", "given") => Some("スレッド数、1から256（既定はコア1つにつき1スレッド）"),
        ("solve", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("solve", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("candidates", "") => Some("問題ごとに候補の表を出力"),
        ("candidates", "file") => Some("問題のファイル（`-` で標準入力）"),
        ("candidates", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("candidates", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("candidates", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("convert", "") => Some("問題を別の形式に変換"),
        ("convert", "to") => Some("変換先の形式：`line`、`grid`、`comma`、`boxed`、`candidates`、`library` のいずれか"),
        ("convert", "file") => Some("問題のファイル（`-` で標準入力）"),
        ("convert", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("convert", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("convert", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("strategies", "") => Some(
            "解法の一覧：ID、名前、系統、難しさ（やさしい順）と、標準のソルバーが一部の解法を\
             使わない理由"
        ),
        ("strategies", "json") => Some("JSON Lines 形式で、解法ごとに一つのオブジェクト"),
        ("strategies", "curriculum") => Some(
            "学ぶ順（カリキュラム：各解法のいつもの手の SE の評価の順で、段階に分ける）に、\
             その評価とともに並べる"
        ),
        ("strategies", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("strategies", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("find", "") => Some(
            "ファイルの各局面で解法の例を探す：すべて挙げる。ただしチェーンとフォーシングネットの\
             探索は20個（ALSノード付きのチェーンは40個。別の数にするには --limit N）で止まり、\
             そこで止まったときはそう示す"
        ),
        ("find", "strategy") => Some("解法の ID、たとえば `naked-pair`（`strategies` で一覧）"),
        ("find", "file") => Some("問題のファイル（`-` で標準入力）"),
        ("find", "json") => Some("JSON Lines 形式：局面ごとに一つのオブジェクト"),
        ("find", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("find", "assume_unique") => Some(
            "解がちょうど一つではない問題でも、唯一解のパターン（ユニークレクタングル、BUG+1 \
             など）を仮定として挙げる"
        ),
        ("find", "given") => Some("スレッド数、1から256（既定はコア1つにつき1スレッド）"),
        ("find", "after_singles") => Some(
            "まず問題にあるシングル（フルハウス、ネイキッドシングル、ヒドゥンシングル）を次々に\
             すべて置き、たどり着いた盤面での例を挙げる：ソルバーがより難しい手を探すのはこの盤面"
        ),
        ("find", "productive") => Some(
            "候補を消すか数字を置く例だけを挙げる（何も消さない例がほかに何個あるかも示す）"
        ),
        ("find", "limit") => Some(
            "局面ごとに最大 N 個の例。上限で止まる探索（チェーン、フォーシングチェーン、\
             クラーケンフィッシュ：20個、ALSノード付きのチェーンは40個）は代わりに N 個まで探すので、\
             N を大きくすればもっと見つかる。それ以外は最初の N 個と、ほかに何個あるかを示す。\
             チェーン、ネット、クラーケンフィッシュは短い順（リンクの少ない順）に並べる"
        ),
        ("find", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("find", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("explain", "") => Some("問題を一手ずつ解き、すべての手順を説明する"),
        ("explain", "file") => Some("問題のファイル（`-` で標準入力）"),
        ("explain", "json") => Some("JSON Lines 形式：問題ごとに一つのオブジェクト"),
        ("explain", "strategies") => Some("これらの解法だけを使う（ID をコンマ区切りで）。既定はすべて"),
        ("explain", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("explain", "html") => Some(
            "このフォルダに、問題ごとに一手ずつたどれる、それだけで完結したページも書き出す\
             （盤面を一つずつ、横にその説明。矢印キー、手順の一覧、`#step-12` のような手順ごとの\
             リンク付き）"
        ),
        ("explain", "practice") => Some(
            "--html と共に：代わりに練習ページを作る。各手順を自分で見つけるページ（四段階の\
             ヒント、答え合わせ付き。求めるまでは何も見せない）"
        ),
        ("explain", "from_start") => Some(
            "--practice と共に：シングルも含め、すべての手順を練習問題にする（既定では、シングル\
             でない手順が初めて必要になるところからページが始まる）"
        ),
        ("explain", "order") => Some(
            "解法を試す順：`solver`（HoDoKu の点数の順。既定で、最も速い）または `curriculum`\
             （`strategies --curriculum` の順：先に学ぶ解法で済む手順で、その解法を飛ばすことは\
             ない。ヒントと同じく、練習ページの既定）"
        ),
        ("explain", "position") => Some(
            "手順の説明の代わりに、N 手目の前の局面を HoDoKu のライブラリ行で出力（N = 手順の数 + 1 \
             なら最後の局面。配置した数字には `+` の印、鉛筆書きの候補は手順の説明が残したとおり）。\
             そのまま `hint` や `check` に使える。別の形式は --to で指定"
        ),
        ("explain", "scanning") => Some(
            "シングルをレーザー発射で説明する：ほかの各マスをふさいでいる盤面の数字（ネイキッド\
             シングルなら、ほかのすべての数字）を示し、鉛筆書きは要らない。図（--html）には\
             ふさいでいるラインを描く。前の手順での鉛筆書きの作業が必要なシングルは、\
             いつもの説明のまま"
        ),
        ("explain", "to") => Some("--position と共に：書き出す形式（既定は `library`）"),
        ("explain", "given") => Some("スレッド数、1から256（既定はコア1つにつき1スレッド）"),
        ("explain", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("explain", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("check", "") => Some(
            "自分の解きかけを解と照らしてチェックする：間違った数字、消してしまった正解の候補、\
             候補が一つも残っていないマス（それ以外は何も教えない）"
        ),
        ("check", "file") => Some(
            "自分の局面：問題の数字、自分で置いた数字、鉛筆書きの候補（HoDoKu のライブラリ行は\
             置いた数字を `+` で示す。候補の表では、数字はすべて問題の数字とみなす）"
        ),
        ("check", "puzzle") => Some(
            "元の問題。FILE では問題の数字と自分で置いた数字を見分けられないとき（数字を打ち込んだ\
             盤面、候補の表）に使う：すべての局面に共通の1問か、局面ごとに1問ずつ順に"
        ),
        ("check", "why") => Some(
            "自分の考えた手（r3c4<>5（r3c4 から5を消す）や r3c4=5 など）：局面に間違いが\
             なければ、それぞれがその局面でどういう手かを示す（解法で正しい、ならその名前。\
             候補にない。理詰めで否定される。まだ示せない）"
        ),
        ("check", "json") => Some("JSON Lines 形式：局面ごとに一つのオブジェクト"),
        ("check", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("check", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("check", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("hint", "") => Some(
            "各局面の次の一手のヒントを四段階で：解法、見る場所、パターン、手順すべて\
             （レベルが求める以上は教えない）"
        ),
        ("hint", "file") => Some(
            "問題、または自分の局面：置いた数字と鉛筆書きを、候補の表か HoDoKu のライブラリ行で\
             （ヒントは与えた局面のままで考える）"
        ),
        ("hint", "level") => Some(
            "どこまで教えるか：1 は解法、2 はさらにその数字と見るべきハウス、3 はさらにパターンの\
             マス（--svg で図にする。何が消えるかは描かない）、4 は手順すべて"
        ),
        ("hint", "json") => Some("JSON Lines 形式：局面ごとに一つのオブジェクト（そのレベルの項目だけ）"),
        ("hint", "svg") => Some(
            "ファイルの最初の局面のヒントを SVG で描く（`-` で標準出力）：レベル2はハウスに\
             色を付け、レベル3はパターンを描く"
        ),
        ("hint", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("hint", "known") => Some(
            "知っている解法（コンマ区切り）だけでヒントを出す：段階（`basic`、`tough`、`diabolical`、\
             `extreme`、または初級、中級、上級、超上級：それぞれそれより前の段階を含む）か解法\
             （ID か名前）。シングルはいつも知っているものとする。どれでも進めないときは、\
             次の手順に必要な解法を示す"
        ),
        ("hint", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("hint", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("rate", "") => Some(
            "問題ごとに難しさを評価：Sudoku Explainer（SE）の評価、HoDoKu の点数とレベル、\
             最も難しい手"
        ),
        ("rate", "files") => Some("問題のファイル（`-` で標準入力）"),
        ("rate", "json") => Some("JSON Lines 形式：問題ごとに一つのオブジェクト"),
        ("rate", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("rate", "compare") => Some(
            "各問題の後に書かれた SE の評価（`PUZZLE 7.2`）と比べる：スピアマンの順位相関、\
             平均絶対誤差、評価が一致した割合と差0.5以内の割合を、調整用の半分（奇数行）と検証用の半分（偶数行）について、公表された\
             評価の帯ごとにも示す。かかった時間も示す"
        ),
        ("rate", "half") => Some("--compare と共に：この半分だけ"),
        ("rate", "given") => Some("スレッド数、1から256（既定はコア1つにつき1スレッド）"),
        ("rate", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("rate", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("render", "") => Some(
            "問題を SVG で描く：最初の局面か、手順の説明の N 手目の盤面（その手順の強調付き）"
        ),
        ("render", "file") => Some("問題のファイル（`-` で標準入力）"),
        ("render", "output") => Some("出力する SVG ファイル（`-` で標準出力）"),
        ("render", "step") => Some("手順の説明の N 手目（1から数える）を、それを適用する盤面の上に示す"),
        ("render", "strategy") => Some(
            "この解法（ID）を示す：ソルバーが使うなら、手順の説明でその解法を使う手順。\
             使わなければ、候補を消すか数字を置く例が現れる、手順の説明の最初の盤面で、\
             その最初の例"
        ),
        ("render", "puzzle") => Some(
            "複数の問題を含むファイルの何問目か（1から数える）。（既定は1。--strategy と共になら、\
             その解法を使える最初の問題）"
        ),
        ("render", "no_candidates") => Some("数字だけを描き、候補は描かない"),
        ("render", "digit") => Some(
            "一つの数字から見た盤面（最初の局面、または --step N と共になら N 手目の前の盤面）：\
             その数字の候補だけを印を付けて描く"
        ),
        ("render", "links") => Some(
            "--digit と共に：その数字の入る場所が二つだけの行・列・ブロックをすべて、強リンク\
             （共役ペア）として描く"
        ),
        ("render", "format") => Some("形式を判別せず、この形式でファイルを読む"),
        ("render", "assume_unique") => Some(
            "--strategy と共に：解がちょうど一つではない問題でも、唯一解のパターンを仮定として示す"
        ),
        ("render", "scanning") => Some(
            "--step N と共に、その手順がシングルなら：レーザー発射で説明し、鉛筆書きなしで、\
             ふさいでいる数字それぞれからレーザーを引いて描く（`explain --scanning` と同じ）。\
             ほかの手順はいつもどおり"
        ),
        ("render", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("render", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("explore", "") => Some(
            "問題を解く途中に現れるすべての局面で解法を動かし、見つかる頻度、消すもの、\
             突破する局面、誤った消去を報告する"
        ),
        ("explore", "strategy") => Some("解法の ID（`strategies` で一覧）"),
        ("explore", "files") => Some("問題のファイル（`-` で標準入力）"),
        ("explore", "limit") => Some("最初の N 問だけを使う"),
        ("explore", "given") => Some("スレッド数、1から256（既定はコア1つにつき1スレッド）"),
        ("explore", "no_mid_solve") => Some("最初の局面だけを使い、解く途中の盤面は使わない"),
        ("explore", "json") => Some("レポートを JSON で出力"),
        ("explore", "quiet") => Some("標準エラー出力に進み具合を出さない"),
        ("explore", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("explore", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("generate", "") => Some(
            "解がちょうど一つのランダムな問題を、1行に1問ずつ作る（シードから再現できる）"
        ),
        ("generate", "count") => Some("問題の数（既定は10。--needs と共になら1）"),
        ("generate", "seed") => Some(
            "シード、0から2^64-1：シードとオプションが同じなら、同じ問題ができる"
        ),
        ("generate", "size") => Some("盤面の大きさ：4、6、9 のいずれか"),
        ("generate", "asymmetric") => Some(
            "問題の数字を、回転対称な2個の組ではなく1個ずつ取り除く（これを付けない限り、\
             ランダムな問題は対称。対称な問題は対称性のもとで最小：どの組も取り除けないが、\
             問題の数字1個なら取り除けることがある）"
        ),
        ("generate", "symmetric") => Some(
            "問題の数字を180°の回転対称に置く（ランダムな問題はいつもそう。--needs では、\
             これを付けたときだけ）"
        ),
        ("generate", "needs") => Some(
            "学習モード：手順の説明（`explain` が示すもの）で解法 ID を使い、ソルバーがそれより\
             難しいとする解法は使わず、学ぶ順でそれより高く評価される手順もない（SE の評価。\
             ネイキッドシングルは例外）、最小の問題を作る"
        ),
        ("generate", "solver_order") => Some(
            "--needs と共に：「より難しい」をソルバーの順（HoDoKu の点数）だけで決め、学ぶ順の \
             SE の評価では決めない。X-Wing とソードフィッシュでは速くなるが、X-Wing の問題が\
             ヒドゥンペア、ターボットフィッシュ、ユニークレクタングル（SE はどれも X-Wing より\
             高く評価する）も必要とすることがある"
        ),
        ("generate", "max_seconds") => Some("--needs と共に：1問にかけてよい秒数（超えたらあきらめる）"),
        ("generate", "not_minimal") => Some(
            "--needs と共に：まだ問題の数字を取り除ける問題も受け入れる（まれな解法で速くなる）"
        ),
        ("generate", "fresh") => Some(
            "--needs と共に：保存済みの問題の近くを歩いて問題を作る少数の解法でも、盤面を掘って\
             作る（ランダムな盤面、またはフォーシングネット（共通結論）と入れ子のネットでは\
             トライダゴンを仕込んだ盤面を掘る。`docs/generating.md` を参照。これらの解法では\
             遅くなる）"
        ),
        ("generate", "json") => Some(
            "--needs と共に：1問につき一つの JSON オブジェクト（`puzzle`、`strategy`、`uses`、`steps`、\
             `givens`、`minimal`、`candidates`、`seconds`、`strategy_se`：学ぶ順でのその解法の位置、\
             `highest_se`：最も難しい手順、`highest_other_se`：ネイキッドシングルを除く、ほかの解法の\
             最も難しい手順で、`strategy_se` 以下か、学ぶ順でその解法より後にない解法の手なら\
             その解法自身の最も難しい手順以下。--symmetric なら `minimal_under_symmetry` も。\
             `near_banked_line`：保存済みの問題の近くを歩いて作った問題なら、\
             `puzzles/rare-technique-bank.txt` でのその問題の行）"
        ),
        ("generate", "worksheet") => Some(
            "--needs と共に：印刷用の練習シート（HTML。印刷するか PDF で保存する）も書き出す：\
             問題をやさしい順に、それぞれその解法が初めて必要になるところから載せ、最後に解答を\
             付ける。--count は1から200"
        ),
        ("generate", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("generate", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("serve", "") => Some(
            "ブラウザで使うアプリを起動：問題を解く、自分の盤面でヒントをもらいチェックする、\
             解法ごとに学んで練習する（アドレスを表示。--host で指定しない限り、ループバック\
             だけで待ち受ける）"
        ),
        ("serve", "port") => Some("待ち受けるポート（0 なら空いている任意のポート。アドレスは表示される）"),
        ("serve", "host") => Some(
            "待ち受けるアドレス。ループバック（127.0.0.1、::1）以外にすると、ほかのマシンからも\
             アプリを使えるようになり、警告を表示する"
        ),
        ("serve", "max_seconds") => Some("一つのリクエストにかけてよい最長の時間（秒、1-600）"),
        ("serve", "assets_dir") => Some(
            "組み込みのファイルの代わりに、このフォルダからページのファイルを配信する（ページの\
             開発用：再読み込みで編集が反映される）"
        ),
        ("serve", "lang") => Some("出力の言語：en（既定、英語）または ja（日本語）"),
        ("serve", "notation") => Some("マスの書き方：r3c2（既定）、3-2、{C,2}、3行2列のいずれか"),
        ("bench", "") => Some(
            "1秒あたりに処理できる問題の数を測る：唯一解の厳密な判定と、理詰めで解く速さ"
        ),
        ("bench", "files") => Some(
            "問題のファイル（1行に1問）。既定は `../shared/puzzles` にある決まった問題集"
        ),
        ("bench", "seconds") => Some(
            "1回の測定にかける秒数、0から3600（少なくとも1回はかならず通して測る）"
        ),
        ("bench", "profile") => Some(
            "速さの代わりに：すべての問題を理詰めで1回ずつ解き、解法ごとの時間（呼び出し回数、\
             手順の数、時間の割合）を測って、手順を数える"
        ),
        ("bench", "no_memo") => Some(
            "解法が何も見つけなかった場所についてのソルバーのメモ（数字ごと、および変わったマスの\
             近く）を切り、それでどれだけ速くなっているかを測る"
        ),
        ("bench", "hints") => Some(
            "速さの代わりに：各問題の手順の説明のすべての局面で、ヒント（`hint`、どのレベルでも）\
             にかかる時間を測る：中央値、99パーセンタイル、最大"
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// Every command and argument has its Japanese help, and every arm of
    /// `text` is one the command line has (none left over from a rename).
    #[test]
    fn every_command_and_argument_has_japanese_help() {
        let keys = super::super::help::keys(&crate::Cli::command(), "");
        for (command, key, english) in &keys {
            let ja = super::text(command, key);
            assert!(
                ja.is_some_and(|t| !t.is_empty()),
                "no Japanese help for ({command:?}, {key:?}): {english}"
            );
        }
        let source = include_str!("help_ja.rs");
        let arms = source
            .lines()
            .filter(|l| l.trim_start().starts_with("(\"") && l.contains(") =>"))
            .count();
        assert_eq!(arms, keys.len(), "arms for arguments that do not exist");
    }

    /// No English words in the Japanese help but what is typed as it is:
    /// options, values in backticks, value names and technical names.
    #[test]
    fn japanese_help_has_no_english_words() {
        let allowed = [
            "SE",
            "HoDoKu",
            "Sudoku",
            "Explainer",
            "JSON",
            "Lines",
            "SVG",
            "HTML",
            "ALS",
            "AIC",
            "ID",
            "X-Wing",
            "SSE",
            "tdoku",
            "PDF",
            "A4",
            "Letter",
            "Ctrl",
            "FILE",
            "OUT",
            "DIR",
            "Home",
            "End",
            "Esc",
            "UTF",
        ];
        let mut found = Vec::new();
        for (command, key, _) in super::super::help::keys(&crate::Cli::command(), "") {
            let text = super::text(&command, &key).unwrap_or_default();
            // Spans in backticks are typed as they are.
            let plain: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            for word in plain.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
                let english = word.chars().filter(|c| c.is_ascii_lowercase()).count() >= 3
                    && !word.starts_with('-')
                    && !allowed.contains(&word);
                if english {
                    found.push(format!("{word:?} in ({command:?}, {key:?}): {text}"));
                }
            }
        }
        assert!(found.is_empty(), "English words:\n{}", found.join("\n"));
    }
}
