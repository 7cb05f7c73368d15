//! The Japanese catalogue (日本語): strategy names, step explanations built
//! from each pattern's data, statuses, page and legend texts, errors.
//!
//! Words as the seed articles use them: 候補 (candidate), 行・列・ブロック
//! (row, column, box), ヒンジ and 枝 (a wing's hinge, or stem, and branches), 削除
//! (eliminate), 配置 (place), ナンプレ/数独. Cells stay `r1c1` here; the
//! caller's [`super::Notation`] rewrites them.

mod api;
mod app;
mod errors;
mod legend;
mod report;
mod rules;
mod says;

use super::coach::MoveIs;
use super::{Catalogue, Coaching, Label, Lang, Msg, Problem, Rule};
use crate::grid::{Candidate, Cell, DigitSet, House};
use crate::outcome::Status;
use crate::step::Step;
use crate::strategies::decl::{Cost, Family, LeftOut, Level, Tier};
use crate::strategies::REGISTRY;

/// The Japanese catalogue.
pub struct Japanese;

impl Catalogue for Japanese {
    fn lang(&self) -> Lang {
        Lang::Ja
    }

    fn strategy_name(&self, id: &str) -> Option<&'static str> {
        REGISTRY.iter().find(|s| s.id == id).map(|s| s.decl.name_ja)
    }

    fn strategy_aliases(&self) -> &'static [(&'static str, &'static str)] {
        crate::strategies::nearest::JAPANESE_ALIASES
    }

    fn explain(&self, step: &Step) -> String {
        let name = step.name_in(Lang::Ja);
        let reason = step
            .says()
            .map(|s| says::say(&s))
            .unwrap_or_else(|| "このパターンの説明はまだ日本語にありません".to_string());
        format!("{name}：{reason}{}", conclusion(step))
    }

    fn puzzle_heading(&self, line: usize, file: &str) -> String {
        format!("{file} の{line}行目の問題")
    }

    fn page_title(&self, line: usize, file: &str) -> String {
        format!("{file}（{line}行目）")
    }

    fn house(&self, h: House) -> String {
        house(h)
    }

    fn status(&self, status: &Status) -> String {
        match status {
            Status::Solved => "理詰めで解けた".to_string(),
            Status::SolvedWithBruteForce => {
                "解けたが、総当たりが必要だった（理詰めだけでは行き詰まった）".to_string()
            }
            Status::Stuck => "行き詰まり：選んだ解法ではこれ以上進めない".to_string(),
            Status::Contradiction => "矛盾：この問題には解がない".to_string(),
            Status::MultipleSolutions { found } => format!(
                "この問題には解が複数ある（少なくとも{found}個見つかった）ので、理詰めでは解き切れない"
            ),
            Status::CustomFailed => "停止：自作の解法が失敗した".to_string(),
        }
    }

    fn result_line(&self, n: usize, brute_force: usize, status: &Status) -> String {
        let note = if brute_force > 0 {
            format!("、うち総当たり{brute_force}手")
        } else {
            String::new()
        };
        format!("結果（{n}手{note}）：{}", self.status(status))
    }

    fn rating_line(&self, se: f32, lower: bool, hardest: &str, score: u32, level: Level) -> String {
        let lower = if lower { "少なくとも" } else { "" };
        format!(
            "難易度：SE {lower}{se:.1}（SE自身の手順で最も難しい手：{hardest}）、HoDoKu 点数 \
             {score}、レベル {}",
            level_name(level)
        )
    }

    fn instances_line(&self, line: usize, count: usize, id: &str) -> String {
        let name = self.strategy_name(id).unwrap_or(id);
        format!("ファイルの{line}行目：{name}が{count}個")
    }

    fn instances_capped(&self, cap: usize) -> String {
        format!(
            "  （この探索は{cap}個で止まる。ほかにもあるかもしれない。--limit {} でさらに探す）",
            cap.saturating_mul(2)
        )
    }

    fn generate_progress(
        &self,
        k: usize,
        count: usize,
        id: &str,
        tried: u64,
        seconds: f64,
    ) -> String {
        // The learner typed a name, maybe a Japanese one: said by its name.
        let name = self.strategy_name(id).unwrap_or(id);
        format!(
            "問題作成：{name}が必要な問題の{count}問中{k}問目、作りかけの問題{tried}個を{seconds:.0}秒で試した"
        )
    }

    fn wrote(&self, path: &str) -> String {
        format!("{path} に書き出しました")
    }

    fn not_utf8(&self, line: usize, column: usize, byte: u8) -> String {
        format!(
            "ファイルの{line}行目{column}文字目：バイト0x{byte:02X}はUTF-8の文字ではありません（U+FFFDとして読みます）"
        )
    }

    fn more_not_utf8(&self, more: usize) -> String {
        format!("ほかにUTF-8ではないバイトが{more}個あります")
    }

    fn at_least(&self, n: usize) -> String {
        format!("{n}以上")
    }

    fn explore_progress(&self, id: &str, done: usize, total: usize, seconds: f64) -> String {
        let name = self.strategy_name(id).unwrap_or(id);
        format!("{name}の調査：{total}問中{done}問、{seconds:.0}秒")
    }

    fn instances_left_out(&self, hidden: usize, all: usize) -> String {
        format!("  （ほかに{hidden}個ある。--limit {all} で全部を表示する）")
    }

    fn answer_right(&self, expected: &[String]) -> String {
        format!("正解：{}", expected.join("、"))
    }

    fn answer_missing(&self, items: usize) -> String {
        format!("まだ：答えが書かれていない（答えは{items}項目）")
    }

    fn answer_partly(&self, right: usize, yours: usize, items: usize, wrong: &[&str]) -> String {
        let mut text =
            format!("まだ：あなたの{yours}項目のうち{right}項目が正しい。答えは{items}項目");
        if !wrong.is_empty() {
            text += &format!("。答えにないもの：{}", wrong.join("、"));
        }
        text
    }

    fn instances_unproductive(&self, hidden: usize) -> String {
        format!(
            "  （ほかに何も消さないものが{hidden}個：--productive を付けなければそれも表示する）"
        )
    }

    fn level(&self, level: Level) -> String {
        level_name(level).to_string()
    }

    fn api_problem(&self, problem: &crate::lang::api::ApiProblem) -> String {
        api::api_problem(problem)
    }

    fn app_word(&self, word: crate::lang::app::AppWord) -> &'static str {
        app::app_word(word)
    }

    fn msg(&self, msg: Msg) -> &'static str {
        match msg {
            Msg::RateLine => "ファイルの行",
            Msg::RateLevel => "レベル",
            Msg::RateHardest => "最も難しい手",
            Msg::RateSe => "SE",
            Msg::RateScore => "点数",
            Msg::UsageLine => "使い方：",
            Msg::MoreHelp => "詳しくは --help を見てください。",
            Msg::NoSolution => "解なし",
            Msg::MultipleSolutions => "解が複数ある",
            Msg::Direct => "直接",
            Msg::RateLowerBound => "（理詰めが尽きて数字を一つ答えから引いた：SEは下限）",
            Msg::RatingBelowSteps => {
                "。上の手順には、これより高く評価される手があります。SE は自分の手順で評価し、各局面で\
                 最も易しい手（ヒドゥンシングルや、すぐ後のシングルのためだけに使う「直接」の\
                 ヒドゥンペア・ロックされた候補）を選びますが、この手順は別の手（ネイキッドシングル、2.3）を\
                 選ぶことがあります"
            }
            Msg::PuzzlesRatingInCurriculumOrder => {
                "（rate と同じ、この問題の評価：解法を学ぶ順に試すこの手順の評価ではない）"
            }
            Msg::PuzzlesRating => {
                "（rate と同じ、この問題の評価：選んだ解法だけを使うこの手順の評価ではない）"
            }
            Msg::NotRated => "評価なし",
            Msg::Error => "エラー",
            Msg::NotInDefault => "標準のソルバーには含まれない",
            Msg::Start => "開始",
            Msg::FinalBoard => "最終盤面",
            Msg::NoScript => {
                "このページは小さなスクリプトで手順を一つずつ見せます。スクリプトが無効なら、\
                 <code>sudoku-explorer explain --lang ja</code> で文章を出力してください。"
            }
            Msg::PreviousButton => "&#8592; 前へ",
            Msg::NextButton => "次へ &#8594;",
            Msg::PreviousTitle => "前へ（左矢印キー）",
            Msg::NextTitle => "次へ（右矢印キー）",
            Msg::Keys => {
                "キー操作：&#8592; と &#8594; で一手ずつ、Home と End で最初と最後へ。\
                 1-9 でその数字だけを強リンクと共に表示（もう一度か Esc で戻る）。\
                 各手順にはそれぞれのリンク（#step-12）があります。"
            }
            Msg::BoardLabel => "盤面",
            Msg::StepsLabel => "手順",
            Msg::PracticeIntro => {
                "次の一手を自分で見つけよう。候補をクリックすると消える（もう一度クリックで戻る）。\
                 マスを選んで数字を打てば、その数字を置く。できたら「答え合わせ」。\
                 「ヒント」を押すたびに少しずつ教える。"
            }
            Msg::PracticeKeys => {
                "キー操作：矢印でマスを選ぶ、1-9で数字を置く、Shift+1-9で候補を消す、\
                 Backspaceでマスを空ける。H ヒント、C 答え合わせ、S 手順を見る、N 次へ。\
                 V と数字でその数字だけを強リンクと共に表示（Esc で戻る）。"
            }
            Msg::WorksheetPuzzle => "問題",
            Msg::WorksheetName => "名前",
            Msg::WorksheetTask => {
                "候補は書き込んである。この解法の手順を見つけて、消える候補（置ける数字）に印をつけよう。"
            }
            Msg::DigitView => "一つの数字だけを強リンクと共に表示",
            Msg::PracticeHint => "ヒント",
            Msg::PracticeCheck => "答え合わせ",
            Msg::PracticeShow => "手順を見る",
            Msg::PracticeNext => "次へ",
            Msg::PracticeClear => "マスを空ける",
            Msg::PracticeExercise => "問題",
            Msg::PracticeDone => "済んだ手順",
            Msg::PracticeSolved => "完成：すべての手順が済んだ。",
            Msg::PracticeNothing => {
                "この問題の手順はすべてシングル：練習するには --from-start を付けてページを作ろう。"
            }
            Msg::MoveRemoves => "≠",
            Msg::MovePlaces => "=",
            Msg::ServeAt => "ライブアプリ：",
            Msg::ServeStop => "Ctrl+Cで止まります。",
            Msg::ServeOpenHost => {
                "ネットワーク上のほかのマシンからもアプリを使えます。このアドレスに届く人は誰でも使えます（このマシンだけにするには --host 127.0.0.1）"
            }
            Msg::MoveSaid => "：",
        }
    }

    fn step_heading(&self, n: usize, text: &str) -> String {
        format!("{n}手目：{text}")
    }

    fn singles_run(&self, first: usize, end: usize, run: usize) -> String {
        format!("{first}&#8211;{end}手目：シングル{run}手")
    }

    fn start_text(&self, givens: usize, empty: usize) -> String {
        format!("問題の数字{givens}個、空きマス{empty}個。")
    }

    fn walk_status(&self, status: &Status, n: usize) -> String {
        match status {
            Status::Solved => format!("理詰めだけで解けた（{n}手）。"),
            Status::SolvedWithBruteForce => {
                format!("{n}手で解けたが、総当たりが必要だった（理詰めだけでは行き詰まった）。")
            }
            Status::MultipleSolutions { found } => format!(
                "{n}手で停止：この問題には解が複数ある（少なくとも{found}個見つかった）ので、理詰めでは解き切れない。"
            ),
            Status::Stuck => format!("{n}手で行き詰まり：使える解法ではこれ以上進めない。"),
            Status::Contradiction => format!("{n}手で矛盾：この局面には解がない。"),
            Status::CustomFailed => format!("{n}手で停止：自作の解法が失敗した。"),
        }
    }

    fn summary(&self, ending: &str, counts: &str) -> String {
        format!("{ending}解法ごとの手数：{counts}。")
    }

    fn label(&self, label: &Label) -> String {
        legend::label(label)
    }

    fn worksheet_title(&self, name: &str, tier: &str) -> String {
        format!("練習シート：{name}（{tier}）")
    }

    fn other_answers(&self, n: usize) -> String {
        format!("ここでは、ほかに{n}通りの同じ解法も使える：どれも正解になる。")
    }

    fn answer_key(&self, name: &str) -> String {
        format!("解答：{name}")
    }

    fn rule(&self, rule: Rule) -> &'static str {
        rules::rule(rule)
    }

    fn tier(&self, tier: Tier) -> &'static str {
        match tier {
            Tier::Basic => "初級",
            Tier::Tough => "中級",
            Tier::Diabolical => "上級",
            Tier::Extreme => "超上級",
        }
    }

    fn family(&self, family: Family) -> &'static str {
        match family {
            Family::Singles => "シングル",
            Family::Intersections => "交差",
            Family::Subsets => "サブセット",
            Family::Fish => "フィッシュ",
            Family::SingleDigit => "単一数字",
            Family::Coloring => "カラーリング",
            Family::Wings => "ウィング",
            Family::Uniqueness => "唯一解",
            Family::Chains => "チェーン",
            Family::Als => "ALS",
            Family::Forcing => "フォーシング",
            Family::LastResort => "最後の手段",
        }
    }

    fn left_out(&self, why: LeftOut) -> String {
        match why {
            LeftOut::NotLogic => {
                "理詰めではない：Solver::complete()（explain）の最後にだけ使う".to_string()
            }
            LeftOut::JoinsTwoSteps => {
                "先に試す解法の二手を合わせたものなので、使われることがない".to_string()
            }
            LeftOut::Subsumed => "どの例も先に試す解法の例なので、使われることがない".to_string(),
            LeftOut::NeverGetsATurn => {
                "HoDoKu の最後の手段（点数10000、フォーシングネットの後）：top1465 では出番がない"
                    .to_string()
            }
            LeftOut::Slow(c) => format!("遅い：{}", cost(c)),
            LeftOut::SlowExplainers(c) => {
                format!("Sudoku Explainer の解法（6.2、7.5）：{}", cost(c))
            }
            LeftOut::SlowInsteadOfForcing { times, percent } => format!(
                "遅い：標準のソルバーに加えると top1465 で時間が{times}倍になる（フォーシングの手の{percent}%に代わる）"
            ),
            LeftOut::SlowOnHardest {
                times,
                rated_below_11,
            } => format!(
                "最難問で遅い：標準のソルバーに加えると、フォーラムの最難問1000問（SE 11以上）で時間が{times}倍になり、うち{rated_below_11}問の評価が11を下回る"
            ),
        }
    }

    fn problem(&self, p: &Problem) -> String {
        errors::problem(p)
    }

    fn inner_proof(&self, p: &crate::lang::says::InnerSays) -> String {
        says::inner_proof(p)
    }

    fn report(&self, r: &crate::lang::report::Report) -> String {
        report::report(r)
    }

    fn coaching(&self, c: &Coaching) -> String {
        let name = |id: &str| self.strategy_name(id).unwrap_or("?");
        match c {
            Coaching::LookFor { id, tier: None } => format!("次に使う解法：{}。", name(id)),
            Coaching::LookFor { id, tier: Some(t) } => {
                format!("次に使う解法：{}（{}）。", name(id), self.tier(*t))
            }
            Coaching::LookWhere {
                id,
                digits: ds,
                houses: hs,
            } => {
                let look = if hs.is_empty() {
                    format!("数字{}に注目しよう", digits(*ds))
                } else if ds.is_empty() {
                    let groups: Vec<String> =
                        super::by_kind(hs).iter().map(|g| legend::houses(g)).collect();
                    format!("{}を見てみよう", groups.join("、"))
                } else {
                    let groups: Vec<String> =
                        super::by_kind(hs).iter().map(|g| legend::houses(g)).collect();
                    format!("数字{}について、{}を見てみよう", digits(*ds), groups.join("、"))
                };
                format!("次に使う解法：{}。{look}。", name(id))
            }
            Coaching::ThePattern {
                id,
                digits: ds,
                cells: cs,
                drawn,
            } => {
                let cs: Vec<String> = cs
                    .iter()
                    .map(|(c, d)| format!("{c}{}", crate::lang::braced(*d)))
                    .collect();
                format!(
                    "次に使う解法：{}。数字{}について、パターンのマスは{}{}。何が消せる（置ける）\
                     だろう？",
                    name(id),
                    digits(*ds),
                    cs.join("・"),
                    if *drawn { "（図）" } else { "" }
                )
            }
            Coaching::NothingFound => "知っている解法では、ここから先に進めない。".to_string(),
            Coaching::WrongDigit {
                cell,
                digit,
                refuted: Some(f),
            } => {
                let why = says::say(f);
                format!("{cell}に{digit}は入らない。{why}。よって{cell}≠{digit}")
            }
            Coaching::WrongDigit {
                cell,
                digit,
                refuted: None,
            } => format!(
                "{cell}に{digit}は入らない（ここからの強制チェーン・ネットではまだ示せない：\
                 いったん外して見直そう）"
            ),
            Coaching::DeletedNeeded {
                cell,
                digit,
                refuted: Some(f),
            } => {
                let why = says::say(f);
                format!("{cell}から候補{digit}を消したが、消せない。{why}。元に戻そう")
            }
            Coaching::DeletedNeeded {
                cell,
                digit,
                refuted: None,
            } => {
                format!("{cell}から候補{digit}を消したが、それを除く理由はない：元に戻そう")
            }
            Coaching::NoCandidatesLeft { cell } => format!("{cell}に候補が残っていない"),
            Coaching::Right { others: 0 } => "正解。".to_string(),
            Coaching::Right { others } => {
                format!("正解。ほかに{others}通りあり、どれも正解になる。")
            }
            Coaching::PartlyRight { missing } => {
                format!("ここまでは正しい。あと{missing}個の候補が同じ理由で消える。")
            }
            Coaching::Mixed => {
                "どれも正しいが、別々の例のものが混ざっている。一つの例の分だけを答えよう。".to_string()
            }
            Coaching::NothingHere { id } => {
                format!("この盤面では{}で消せる候補も置ける数字もない。", name(id))
            }
            Coaching::NoAnswer => "まだ答えがない。上のセルに書こう。".to_string(),
            Coaching::Unreadable { item } => format!(
                "「{item}」は答えとして読めない：r5c7<>3（r5c7から3を消す）か r5c7=3（r5c7は3）の形で書こう。"
            ),
            Coaching::RightOther { id, asked } => format!(
                "正解。ただしそれは{}（別の解法）の手で、ここで想定していた手は{}。",
                name(id),
                name(asked)
            ),
            Coaching::Move {
                cell,
                digit,
                placing,
                is,
            } => crate::lang::move_line(self, *cell, *digit, *placing, &self.move_is(is, *placing)),
            Coaching::MovesAfterMistakes => {
                "上の間違いを直してから、手を判定する。".to_string()
            }
            Coaching::NotJudged(p) => format!("手を判定できない：{}。", self.problem(p)),
            Coaching::Item { is, placing } => self.move_is(is, *placing),
            Coaching::NoMistakes { to_clean: 0 } => "今のところ間違いはない。".to_string(),
            Coaching::NoMistakes { to_clean } => format!(
                "今のところ間違いはない。同じ行・列・ブロックの数字で消せる候補がまだ{to_clean}個ある。"
            ),
        }
    }
}

impl Japanese {
    /// What a claimed move is, said after the move (`r3c4≠5：...`).
    fn move_is(&self, is: &MoveIs, placing: bool) -> String {
        let name = |id: &str| self.strategy_name(id).unwrap_or("?");
        let does = if placing { "置ける" } else { "消せる" };
        match is {
            MoveIs::Asked { id } | MoveIs::ShownBy { id, asked: None } => {
                format!("正しい。ここでは{}で{does}。", name(id))
            }
            MoveIs::ShownBy {
                id,
                asked: Some(asked),
            } => format!(
                "正しい。ここでは{}で{does}（{}とは別の解法）。",
                name(id),
                name(asked)
            ),
            MoveIs::NotACandidate => "そのマスにその候補はない。".to_string(),
            MoveIs::Refuted(f) => format!("ありえない：{}。", says::say(f)),
            MoveIs::NotYet => "ここではまだ、どの解法でもそうだとは示せない。".to_string(),
        }
    }
}

/// HoDoKu's level names (Easy ... Extreme) in Japanese.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "やさしい",
        Level::Medium => "ふつう",
        Level::Hard => "むずかしい",
        Level::Unfair => "とてもむずかしい",
        Level::Extreme => "極難",
    }
}

/// "One of them" for `n` things: どちらか for two, どれか for more.
pub(super) fn one_of(n: usize) -> &'static str {
    if n == 2 {
        "どちらか"
    } else {
        "どれか"
    }
}

pub(super) use crate::text::ja::{cells, digits, house, houses};

/// What the step does: `。よって r4c1・r4c9から候補3を削除。`, grouped by
/// digit, placements first; a step without effect says so.
fn conclusion(step: &Step) -> String {
    if step.placements.is_empty() && step.eliminations.is_empty() {
        return "（ここでは何も削除されない）。".to_string();
    }
    let mut parts: Vec<String> = step
        .placements
        .iter()
        .map(|p| format!("{}に{}を配置", p.cell, p.digit))
        .collect();
    // Digits that leave the same cells are said together.
    let mut groups: Vec<(Vec<Cell>, DigitSet)> = Vec::new();
    for (d, cs) in by_digit(&step.eliminations) {
        match groups.iter_mut().find(|(g, _)| *g == cs) {
            Some((_, ds)) => *ds |= DigitSet::single(d),
            None => groups.push((cs, DigitSet::single(d))),
        }
    }
    parts.extend(
        groups
            .into_iter()
            .map(|(cs, ds)| format!("{}から候補{}を削除", cells(cs), digits(ds))),
    );
    format!("。よって{}。", parts.join("、"))
}

/// Eliminations grouped by digit, digits in first-seen order.
fn by_digit(cands: &[Candidate]) -> Vec<(u8, Vec<Cell>)> {
    let mut groups: Vec<(u8, Vec<Cell>)> = Vec::new();
    for c in cands {
        match groups.iter_mut().find(|(d, _)| *d == c.digit) {
            Some((_, cs)) => cs.push(c.cell),
            None => groups.push((c.digit, vec![c.cell])),
        }
    }
    groups
}

/// `標準のソルバーに加えると top1465 で時間が2.6倍になり、1465問中75問で99手に使われるだけ`.
fn cost(c: Cost) -> String {
    format!(
        "標準のソルバーに加えると top1465 で時間が{}倍になり、1465問中{}問で{}手に使われるだけ",
        c.times, c.puzzles, c.steps
    )
}
