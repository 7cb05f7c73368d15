//! Error messages in Japanese, one arm per [`Problem`], [`Wanted`] and
//! [`Found`]: where (`ファイルの3行目7文字目`), what was expected and what was found
//! (`Aが必要なところにBがあります`).

use crate::grid::BoardError;
use crate::lang::problem::{ColonPlace, Found, IoProblem, Problem, Unit, Wanted};
use crate::lang::Catalogue as _;

/// The Japanese of an error.
pub(super) fn problem(p: &Problem) -> String {
    use Problem as P;
    match p {
        P::At {
            line,
            column: 0,
            problem: inner,
        } => format!("ファイルの{line}行目: {}", problem(inner)),
        P::At {
            line,
            column,
            problem: inner,
        } => format!("ファイルの{line}行目{column}文字目: {}", problem(inner)),
        P::In {
            file,
            problem: inner,
        } => format!("{file}: {}", problem(inner)),
        P::Expected {
            wanted: Wanted::Puzzle,
            found: Found::OnlyEmptyLines,
        } => "問題がありません（空行とコメントだけです）".into(),
        P::Expected {
            wanted: w,
            found: Found::Count(n),
        } => format!("{}が必要ですが、{n}個あります", wanted(w)),
        P::Expected {
            wanted: w,
            found: f,
        } => {
            format!("{}が必要なところに{}があります", wanted(w), found(f))
        }
        P::Missing(w) => format!("{}が必要です", wanted(w)),
        P::GridRows {
            size,
            found,
            narrow,
        } => {
            let hint = match narrow {
                Some((widest, small)) => format!(
                    "（どの行も{widest}マス以下：{small}x{small}の盤面を縦に並べたなら、\
                     間に空行を入れてください）"
                ),
                None => String::new(),
            };
            format!("{size}x{size}の盤面には{size}行が必要ですが、{found}行しかありません{hint}")
        }
        P::TenthRow { lines, from } => format!(
            "10番目の行：盤面は9行までですが、ファイルの{from}行目からのこのまとまりは{lines}行あります\
             （盤面どうしは空行、'-'の行、'#'のコメントで区切ってください）"
        ),
        P::UnreadableLine => "読めない行です".into(),
        P::CannotTellFormat(f) => format!(
            "形式がわかりません：問題（数字と空白、ライブラリ行なら':'、コンマ区切りなら'data'、\
             枠付きの盤面なら'|'）が必要なところに{}があります",
            found(f)
        ),
        P::Board(e) => board(e),
        P::Io(e) => io(e),
        P::NoPuzzleRead => "読める問題がありません".into(),
        P::NoSolution => "この問題には解がありません".into(),
        P::NoSolutionAsRead { digits } => {
            let list: Vec<String> = digits.iter().map(|c| c.placement()).collect();
            let first = digits.first().map_or(0, |c| c.digit);
            format!(
                "読み取ったままでは解がありません。{}を問題の数字として読まなければ解が一つになります。\
                 候補が一つだけ残った空きマスはかっこで({first})のように、自分で置いた数字は+{first}のように書くか、\
                 --puzzle で元の問題を指定してください",
                list.join("か")
            )
        }
        P::MoreThanOneSolution { found } => {
            format!("この問題には解が複数あります（少なくとも{found}個見つかった）")
        }
        P::NothingToHint => "盤面はすでに解けています：ヒントを出す次の手がありません".into(),
        P::NothingKnownApplies { next, tier } => format!(
            "知っている解法では、ここから進めません。次の手には{}（{}の解法）が必要です。次に覚える解法です",
            crate::strategies::by_id(next).map_or(*next, |s| s.decl.name_ja),
            super::Japanese.tier(*tier)
        ),
        P::DirectTechnique { id, base } => format!(
            "'{id}' は Sudoku Explainer の呼び名で、すぐ後のシングル一つのためだけに使う{}のことです\
             （評価の最難手に出ることがあり、SE はより低く評価します）。独立した解法ではありません：{base} を使ってください",
            crate::strategies::by_id(base).map_or(*base, |s| s.decl.name_ja)
        ),
        P::UnknownKnown { word, nearest } => {
            let word = crate::lang::printable(word);
            let also = if nearest.is_empty() {
                String::new()
            } else {
                format!("（{} のことですか？）", nearest.join(", "))
            };
            format!(
                "--known: 「{word}」は段階（初級・中級・上級・超上級）でも解法の名前でもありません{also}"
            )
        }
        P::AlreadySolved => "盤面はすでに解けている：評価する手がない".into(),
        P::NotExactlyOneSolution => "この問題は解がちょうど一つではありません".into(),
        P::UnknownStrategy { id, nearest } if nearest.is_empty() => {
            let id = crate::lang::printable(id);
            format!("未知の解法 '{id}'（`sudoku-explorer strategies` ですべての名前を一覧できる）")
        }
        P::UnknownStrategy { id, nearest } => {
            let id = crate::lang::printable(id);
            format!("未知の解法 '{id}'。{}のことか？", nearest.join("、"))
        }
        P::NoHintLevel { level } => {
            format!("ヒントのレベル{level}はありません：1（何を探すか）から4（手順すべて）まで")
        }
        P::NoPuzzleNumber { k, count } => {
            format!("{k}番目の問題はありません（ファイルの問題は{count}個）")
        }
        P::NeverNeeded { id, size, why } => {
            use crate::outcome::NeverNeeded as N;
            let name = crate::lang::strategy_name(id, crate::lang::Lang::Ja).unwrap_or(id);
            let why = match why {
                N::BruteForce => "総当たりは論理ではない最後の手段で、標準のソルバーは使いません\
                                  （explain はどの論理の解法も行き詰まった所でだけ示します）"
                    .to_string(),
                N::JoinsTwoSteps => format!(
                    "{name}はどれも、先に試す同じ難しさの解法の2手そのものなので、標準のソルバーは使いません"
                ),
                N::Subsumed => format!(
                    "{name}はどれも、先に試す同じ難しさの解法の1手でもあり、そちらが少なくとも同じだけ消すので、\
                     標準のソルバーは使いません"
                ),
                N::LeftOut(reason) => format!(
                    "標準のソルバーは今のところ{name}を使いません（{}）。explain にも出てきません",
                    crate::lang::Lang::Ja.catalogue().left_out(*reason)
                ),
                N::SinglesSolve4x4 => "解が一つの4x4の問題はすべて、フルハウスとネイキッドシングルだけで解けます\
                                       （13,579,680問すべてで確認済み）"
                    .to_string(),
                N::QuadsOn6x6 => "6x6のハウスは6マスなので、4つ組の残りは2マスになります：ネイキッドクアッドは\
                                  ヒドゥンペアに、ヒドゥンクアッドはネイキッドペアに、ジェリーフィッシュは残り2本の\
                                  X-Wing になり、どれもやさしく先に試されます（4本のフィッシュは6x6では探しません）"
                    .to_string(),
            };
            format!("{name}が必要な{size}x{size}の問題はありません：{why}")
        }
        P::NoPuzzleInTime {
            id,
            size,
            candidates,
            millis,
            misses: [easy, hard, no_room, not_minimal],
            minimal,
            curriculum,
            hardest_only,
            banked,
        } => {
            let name = crate::lang::strategy_name(id, crate::lang::Lang::Ja).unwrap_or(id);
            format!(
                "{name}が必要でそれより難しい解法が要らない{size}x{size}の問題は、{:.1}秒では\
                 見つかりませんでした：{candidates}個の候補を試し、やさしすぎ{easy}個、\
                 より難しい解法が必要{hard}個、{}最小でない{not_minimal}個。{}{}",
                *millis as f64 / 1000.0,
                if *no_room > 0 {
                    format!("途中で{name}の余地がなくなった{no_room}個、")
                } else {
                    String::new()
                },
                if *hardest_only {
                    "この解法が必要なのは知られている中で最も難しい問題だけで（このプロジェクトが\
                     試験に使う問題集では Sudoku Explainer の評価が11以上の問題だけ）、\
                     トライダゴンを仕込んだ盤面を掘った問題でも、そこまで難しくなるのは一部です。"
                } else {
                    ""
                },
                {
                    let mut ways = vec!["時間を延ばす（--max-seconds）"];
                    if *banked {
                        ways.insert(
                            0,
                            "--freshを外す（この解法の問題は、保存済みの問題の近くを歩いて\
                             すぐに作れます）",
                        );
                    }
                    if *minimal {
                        ways.push("最小でない問題も受け入れる（--not-minimal）");
                    }
                    if *curriculum {
                        ways.push(
                            "他の解法の手がこの解法より高く評価されてもよいとする\
                             （--solver-order：何がより難しいかを解く順だけで決める）",
                        );
                    }
                    format!("{}ことを試してください", ways.join("、"))
                },
            )
        }
        P::CustomName => "自作の解法には文字か数字を含む名前が必要です".into(),
        P::NameTaken { id } => {
            format!("{id}は登録済みの解法の名前です：別の名前を付けてください")
        }
        P::CustomPanicked {
            id,
            name_ja,
            message,
        } => {
            let who = name_ja.unwrap_or(id);
            format!("{who}：探索がここでパニックしました（{message}）。手順はここで止まります")
        }
        P::CustomNotACandidate {
            id,
            name_ja,
            candidate,
        } => format!(
            "{}：{}は{}の候補ではありません。手順はここで止まります",
            name_ja.unwrap_or(id),
            candidate.digit,
            candidate.cell
        ),
        P::CustomFilledCell {
            id,
            name_ja,
            candidate,
        } => format!(
            "{}：数字の入った{}に{}を置こうとしました。手順はここで止まります",
            name_ja.unwrap_or(id),
            candidate.cell,
            candidate.digit
        ),
        P::CustomRemovesSolution {
            id,
            name_ja,
            candidate,
        } => format!(
            "{}は誤り：手順が正解の数字を消します（{candidate}）。この手順は適用せず、ここで止まります",
            name_ja.unwrap_or(id)
        ),
        P::CustomPlacesWrong {
            id,
            name_ja,
            candidate,
        } => format!(
            "{}は誤り：手順が正解でない数字を置きます（{candidate:#}）。この手順は適用せず、ここで止まります",
            name_ja.unwrap_or(id)
        ),
        P::WorksheetCount { count, most } => {
            format!("練習シートの問題は1-{most}問です（--count）：{count}問は作れません")
        }
        P::NoSuchDigit { digit, size } => {
            format!("{size}x{size}の盤面に数字{digit}はありません（数字は1-{size}）")
        }
        P::NoStep { n, steps } => match steps {
            0 => format!("{n}手目はありません：手順がありません"),
            k => format!("{n}手目はありません：手順は{k}手（1-{k}手目）"),
        },
        P::AssumesUnique { id } => format!(
            "{id}は問題の解がただ一つだと仮定する解法ですが、選んだ問題はどれもそうではありません\
             （--assume-unique で仮定として表示できます）"
        ),
        P::AssumesUniqueHere { id } => format!(
            "{id}は問題の解がただ一つだと仮定する解法ですが、この問題の解は0個か複数なので、例を挙げません\
             （--assume-unique で仮定として挙げます）"
        ),
        P::NoInstance { id } => {
            format!("手順のどの盤面でも、{id}で削除や配置ができる例はありません")
        }
        P::OutputIsAnInput => {
            "コマンドが読むファイルでもあります。書き込むと読んでいる内容が失われます\
             （出力には別の名前を指定してください）"
                .into()
        }
        P::StdoutClosed => {
            "標準出力が閉じています（`>&-`）。書き出しても誰も読めません\
             （ファイルに書くか、捨てるなら /dev/null を指定してください）"
                .into()
        }
        P::NotAFolder => "フォルダではありません（--html にはページを書くフォルダが必要）".into(),
        P::IsAFolder => "フォルダです：書き込むファイルの名前を指定してください".into(),
        P::UnsupportedSize(n) => format!("大きさ{n}には対応していません（4、6、9のみ）"),
        P::NoPuzzleFiles { dir } => {
            format!("問題ファイルの指定がなく、{dir}にも見つかりません")
        }
        P::PuzzleSize { puzzle, position } => {
            format!("問題は{puzzle}×{puzzle}ですが、局面は{position}×{position}です")
        }
        P::GivenChanged { cell, given, found } => match found {
            Some(d) => format!("{cell}：問題の数字{given}のマスに、局面では{d}があります"),
            None => format!("{cell}：問題の数字{given}のマスに、局面では数字がありません"),
        },
        P::PuzzleCount { puzzles, positions } => format!(
            "--puzzle の問題は{puzzles}個、局面は{positions}個です：問題を一つか、局面ごとに一つ指定してください"
        ),
        P::Mistake(c) => format!(
            "先に直す間違いがある：{}",
            crate::lang::Lang::Ja.catalogue().coaching(c)
        ),
        P::Usage(u) => usage(u),
        P::Other(text) => text.clone(),
    }
}

fn usage(u: &crate::lang::Usage) -> String {
    use crate::lang::{Takes, Usage as U};
    let nearest = |s: &Option<String>| {
        s.as_ref()
            .map_or(String::new(), |s| format!("（{s} のことですか？）"))
    };
    match u {
        U::UnknownOption { arg, suggestion } => {
            format!(
                "このコマンドに {arg} というオプションはありません{}",
                nearest(suggestion)
            )
        }
        U::UnknownCommand { name, suggestion } => {
            format!(
                "「{name}」というコマンドはありません{}",
                nearest(suggestion)
            )
        }
        U::Unexpected { value } => format!("「{value}」は余分な引数です"),
        U::BadValue { arg, value, takes } => {
            let takes = match takes {
                Takes::OneOf(words) => format!("{}のどれか", words.join("、")),
                Takes::Whole { from, to: Some(to) } => format!("{from}から{to}までの整数"),
                Takes::Whole { from, to: None } => format!("{from}以上の整数"),
                Takes::Seconds { to } => format!("0から{to}までの秒数"),
                Takes::Move => "r3c4<>5（r3c4から5を消す）や r3c4=5 の形の手".to_string(),
                Takes::Unknown => "--help に書かれた値".to_string(),
            };
            format!("{arg} に「{value}」は使えません：使えるのは{takes}です")
        }
        U::Missing { args } => format!("このコマンドには {} が必要です", args.join(" と ")),
        U::Conflict { arg, other } => format!("{arg} は {other} と一緒には使えません"),
        U::Other(text) => format!("コマンドラインを読めません（{text}）"),
    }
}

fn wanted(w: &Wanted) -> String {
    use Wanted as W;
    match w {
        W::GridCell => "1-9の数字か空白（' '、'.'、'0'）".into(),
        W::BoxedCell => "1-9の数字、空白（'.'、'0'、'_'、'x'）か'|'".into(),
        W::CandidatesOrBar => "候補の数字1-9か'|'".into(),
        W::CandidatesSpaceOrBar => "候補の数字1-9、空白か'|'".into(),
        W::Candidates => "候補の数字1-9".into(),
        W::OneDigitAfterPlus => "'+'の後に数字一つ（配置した数字）".into(),
        W::CloseParen(digits) => format!("'({digits}'を閉じる')'"),
        W::Digit0To9 => "0-9の数字".into(),
        W::CommaOrEnd => "','か行末".into(),
        W::LineCell { count: 81.. } => "81マスの後の空白か行末".into(),
        W::LineCell { count: 16 | 36 } => {
            "1-9の数字、空白（'.'、'0'、'_'、'-'）、空白文字か行末".into()
        }
        W::LineCell { .. } => "1-9の数字か空白（'.'、'0'、'_'、'-'）".into(),
        W::Cells81 => "81マス（4x4なら16、6x6なら36）".into(),
        W::CellsInARow { unit } => format!("1行に4、6か9個の{}", unit_word(*unit)),
        W::CellsInThisRow { size, unit } => format!("この行に{size}個の{}", unit_word(*unit)),
        W::AtMostNineCells => "1行に9マス以下".into(),
        W::Rows { size } => format!("{size}x{size}の問題の{size}行"),
        W::ARow => "行".into(),
        W::ADigit => "数字".into(),
        W::Puzzle => "問題".into(),
        W::PuzzleInFormat(format) => format!("{format}形式の問題"),
        W::OnePuzzle => "問題一つ".into(),
        W::Colon(place) => {
            let place = match place {
                ColonPlace::Start => "ライブラリ行の先頭",
                ColonPlace::AfterCode => "解法コードの後",
                ColonPlace::AfterCandidates => "候補の後",
            };
            format!("{place}の':'")
        }
        W::TechniqueCode => "0100や0110-1のような解法コード".into(),
        W::LibraryCandidates => "候補の数字1-9（なしなら'x'）".into(),
        W::DigitAfterPlus => "'+'の後の1-9の数字".into(),
        W::LibraryGiven => "問題の数字の欄の1-9の数字、'+'と数字、か'.'".into(),
        W::LibraryCells => "問題の数字の欄の81マス（4x4なら16、6x6なら36）".into(),
        W::LibraryCandidate { size } => {
            format!("<数字><行><列>の形の候補（それぞれ1-{size}、436はr3c6<>4）")
        }
    }
}

fn unit_word(unit: Unit) -> &'static str {
    match unit {
        Unit::Cells => "マス",
        Unit::Values => "値",
    }
}

fn found(f: &Found) -> String {
    match f {
        Found::Char(c) => format!("'{}'", c.escape_debug()),
        Found::Text(t) => format!("'{}'", t.escape_debug()),
        Found::EndOfLine => "行末".into(),
        Found::EndOfGivens => "問題の数字の欄の終わり".into(),
        Found::Count(n) => format!("{n}個"),
        Found::LoneZero => "'0'（'0'だけなら候補のないマス）".into(),
        Found::OnlyEmptyLines => "空行とコメントだけ".into(),
        Found::None => "何もない状態".into(),
        Found::SecondPuzzle => "ここから始まる二つ目の問題".into(),
    }
}

fn board(e: &BoardError) -> String {
    match e {
        BoardError::BadSize(n) => format!("盤面の大きさ{n}には対応していません（4、6、9のみ）"),
        BoardError::BadLength { expected, found } => {
            format!("{expected}マスが必要ですが、{found}マスあります")
        }
        BoardError::DigitOutOfRange { cell, digit, size } => {
            format!("{cell}に{digit}がありますが、{size}x{size}の盤面の数字は1-{size}です")
        }
        BoardError::Clash {
            first,
            second,
            digit,
        } => format!("{first}と{second}の両方に{digit}があります"),
        BoardError::CellOutOfRange { cell, size } => {
            format!("{cell}は{size}x{size}の盤面の外です")
        }
        BoardError::AlreadyFilled { cell, digit } => format!("{cell}にはすでに{digit}があります"),
        BoardError::NotACandidate { cell, digit } => format!("{digit}は{cell}の候補ではありません"),
        BoardError::NoCandidates { cell } => format!("{cell}は空いているのに候補が残っていません"),
    }
}

fn io(e: &IoProblem) -> String {
    let what = match (e.kind, e.os_code) {
        (std::io::ErrorKind::NotFound, _) if e.writing => {
            "書き出し先のフォルダがありません".to_string()
        }
        (std::io::ErrorKind::NotFound, _) => "ファイルが見つかりません".to_string(),
        (std::io::ErrorKind::PermissionDenied, _) if e.writing => {
            "書き込む権限がありません".to_string()
        }
        (std::io::ErrorKind::PermissionDenied, _) => "読み取る権限がありません".to_string(),
        (_, Some(21)) => "フォルダであってファイルではありません".to_string(),
        _ => format!("読み書きできません（{}）", e.text),
    };
    if e.stdin {
        format!("標準入力：{what}")
    } else {
        what
    }
}

#[cfg(test)]
mod tests {
    use super::problem;
    use crate::grid::{BoardError, Cell};
    use crate::lang::problem::{ColonPlace, Found, IoProblem, Problem, Unit, Wanted};

    /// Every reader's message reads in Japanese: no English word (three
    /// letters or more) but the format names and `data`, which are typed
    /// as they are.
    #[test]
    fn no_english_word_in_a_reading_error() {
        use Wanted as W;
        let wanted = [
            W::GridCell,
            W::BoxedCell,
            W::CandidatesOrBar,
            W::CandidatesSpaceOrBar,
            W::Candidates,
            W::OneDigitAfterPlus,
            W::CloseParen("12".into()),
            W::Digit0To9,
            W::CommaOrEnd,
            W::LineCell { count: 81 },
            W::LineCell { count: 16 },
            W::LineCell { count: 5 },
            W::Cells81,
            W::CellsInARow { unit: Unit::Cells },
            W::CellsInThisRow {
                size: 9,
                unit: Unit::Values,
            },
            W::AtMostNineCells,
            W::Rows { size: 6 },
            W::ARow,
            W::ADigit,
            W::Puzzle,
            W::PuzzleInFormat("grid"),
            W::OnePuzzle,
            W::Colon(ColonPlace::Start),
            W::Colon(ColonPlace::AfterCode),
            W::Colon(ColonPlace::AfterCandidates),
            W::TechniqueCode,
            W::LibraryCandidates,
            W::DigitAfterPlus,
            W::LibraryGiven,
            W::LibraryCells,
            W::LibraryCandidate { size: 9 },
        ];
        let found = [
            Found::Char('x'),
            Found::EndOfLine,
            Found::EndOfGivens,
            Found::Count(3),
            Found::LoneZero,
            Found::OnlyEmptyLines,
            Found::None,
            Found::SecondPuzzle,
        ];
        let mut all: Vec<Problem> = Vec::new();
        for w in &wanted {
            all.push(Problem::Missing(w.clone()));
            for f in &found {
                all.push(Problem::expected(w.clone(), f.clone()));
            }
        }
        all.extend([
            Problem::GridRows {
                size: 9,
                found: 4,
                narrow: Some((4, 4)),
            },
            Problem::TenthRow { lines: 10, from: 1 },
            Problem::UnreadableLine,
            Problem::CannotTellFormat(Found::Char('?')),
            Problem::NoPuzzleRead,
            Problem::NoSolution,
            Problem::AlreadySolved,
            Problem::NotExactlyOneSolution,
            Problem::PuzzleSize {
                puzzle: 9,
                position: 4,
            },
            Problem::GivenChanged {
                cell: crate::grid::Cell::new(0, 0),
                given: 5,
                found: Some(3),
            },
            Problem::GivenChanged {
                cell: crate::grid::Cell::new(0, 0),
                given: 5,
                found: None,
            },
            Problem::PuzzleCount {
                puzzles: 2,
                positions: 3,
            },
        ]);
        for p in &all {
            let text = problem(p);
            // Format names (data, grid) and an option's name (--puzzle) stay.
            let english: Vec<&str> = text
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 3 && !["data", "grid", "puzzle"].contains(w))
                .collect();
            assert!(english.is_empty(), "{p:?}: {text}");
        }
    }

    #[test]
    fn errors_say_where_and_what_in_japanese() {
        let misread = Problem::at(2, 81, Problem::expected(Wanted::GridCell, Found::Char('x')));
        assert_eq!(
            problem(&Problem::in_file("p.txt", misread)),
            "p.txt: ファイルの2行目81文字目: 1-9の数字か空白（' '、'.'、'0'）が必要なところに'x'があります"
        );
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert_eq!(
            problem(&Problem::in_file(
                "nope.txt",
                Problem::Io(IoProblem::new(&missing))
            )),
            "nope.txt: ファイルが見つかりません"
        );
        let clash = BoardError::Clash {
            first: Cell::new(0, 0),
            second: Cell::new(0, 1),
            digit: 8,
        };
        assert_eq!(
            problem(&Problem::at(3, 0, Problem::Board(clash))),
            "ファイルの3行目: r1c1とr1c2の両方に8があります"
        );
        assert_eq!(
            problem(&Problem::MoreThanOneSolution { found: 2 }),
            "この問題には解が複数あります（少なくとも2個見つかった）"
        );
        assert_eq!(
            problem(&Problem::expected(Wanted::Cells81, Found::Count(80))),
            "81マス（4x4なら16、6x6なら36）が必要ですが、80個あります"
        );
    }
}
