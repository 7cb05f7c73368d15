//! The words the tool says, one message catalogue per language.
//!
//! A [`Step`] keeps its pattern as data, and what the tool says is data
//! too: a pattern's reasoning is a [`Says`], a legend entry a [`Label`], an
//! error a [`Problem`] (message keys with typed arguments: cells, digits,
//! houses, nested parts). Each language is a catalogue that says them in
//! its words: [`en`] and [`ja`], one arm per message, so the compiler names
//! a catalogue that lacks one. Strategy code never asks which language is
//! wanted, and `lang` imports no strategy family.
//!
//! A third language is one catalogue (a module like [`ja`], implementing
//! [`Catalogue`] with its `says`, `legend` and `errors` arms) plus one
//! variant of [`Lang`].
//!
//! ```
//! use sudoku_explorer::prelude::*;
//! use sudoku_explorer::lang::{Lang, Notation};
//! let board = parse_board(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! ).unwrap();
//! let walk = Solver::new().solve(&board);
//! let first = &walk.steps[0];
//! assert!(first.explain(Lang::Ja).contains("候補"));
//! assert_eq!(first.explain(Lang::En), first.explanation());
//! println!("{}", first.explain_in(Lang::Ja, Notation::Kanji));
//! ```

pub mod api;
pub mod app;
pub mod coach;
pub mod en;
pub mod ja;
pub mod label;
mod notation;
pub mod problem;
pub mod report;
pub mod rule;
pub mod says;
mod step_words;
pub mod usage;

pub use coach::{Coaching, MoveIs};
pub use label::{Label, SubsetKind};
pub use notation::Notation;
pub use problem::Problem;
pub use rule::Rule;
pub use says::Says;
pub use step_words::Explain;
pub use usage::{BadValue, Takes, Usage};

use crate::grid::{DigitSet, House};
use crate::outcome::Status;
use crate::step::Step;
use crate::strategies::decl::{Family, LeftOut, Level, Tier};
use std::fmt;
use std::str::FromStr;

/// A language the tool speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Japanese (日本語).
    Ja,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language's message catalogue.
    pub fn catalogue(self) -> &'static dyn Catalogue {
        match self {
            Lang::En => &en::English,
            Lang::Ja => &ja::Japanese,
        }
    }

    /// The BCP 47 tag (`en`, `ja`), as `<html lang>` takes it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Lang {
    type Err = BadValue;
    fn from_str(s: &str) -> Result<Lang, BadValue> {
        match s.to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "ja" | "jp" | "japanese" | "日本語" | "にほんご" => Ok(Lang::Ja),
            _ => Err(BadValue::one_of("language", s, &["en", "ja"])),
        }
    }
}

/// Fixed texts of the command line and the pages: each catalogue gives
/// its own wording for every one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Msg {
    /// `rate`: the column heads `line`, `se`, `score`, `level`, `hardest`.
    RateLine,
    RateSe,
    RateScore,
    RateLevel,
    RateHardest,
    /// A command line that cannot run: the usage line's head, and where to
    /// read more.
    UsageLine,
    MoreHelp,
    /// `solve`: a puzzle without a solution, or with more than one.
    NoSolution,
    MultipleSolutions,
    /// SE's direct techniques: "direct " hidden pair (the space, if any,
    /// included).
    Direct,
    /// `rate`: why an SE rating is only a lower bound.
    RateLowerBound,
    /// `explain --strategies`: the rating is the puzzle's, not the
    /// restricted walkthrough's.
    PuzzlesRating,
    /// After the rating line of a walkthrough in the curriculum's order.
    PuzzlesRatingInCurriculumOrder,
    /// After a rating below some step's rating in the walkthrough above it.
    RatingBelowSteps,
    /// `rate`: `not rated`, `error`.
    NotRated,
    Error,
    /// `strategies`: `not in the default solver`.
    NotInDefault,
    /// Page: the first and last views.
    Start,
    FinalBoard,
    /// Page: the note shown when scripts are off (HTML).
    NoScript,
    /// Page: the buttons (HTML, with arrows) and their titles.
    PreviousButton,
    NextButton,
    PreviousTitle,
    NextTitle,
    /// Page: the keys help (HTML).
    Keys,
    /// Page: accessible names of the board and the step list.
    BoardLabel,
    StepsLabel,
    /// Worksheets: a puzzle's heading, the name line, the task.
    WorksheetPuzzle,
    WorksheetName,
    WorksheetTask,
    /// Pages: the accessible name of the digit buttons.
    DigitView,
    /// Practice page: what to do, and the keys (HTML).
    PracticeIntro,
    PracticeKeys,
    /// Practice page: the buttons.
    PracticeHint,
    PracticeCheck,
    PracticeShow,
    PracticeNext,
    PracticeClear,
    /// Practice page: `Exercise` (before `3 / 12`), the list of steps done.
    PracticeExercise,
    PracticeDone,
    /// Practice page: the end, and a walkthrough with no step.
    PracticeSolved,
    PracticeNothing,
    /// A learner's move written out: removes (`r3c4<>5`), places
    /// (`r3c4=5`), and what comes between the move and what it is.
    MoveRemoves,
    MovePlaces,
    MoveSaid,
    /// `serve`: before the app's address; how to stop it; the warning for
    /// a host other than loopback.
    ServeAt,
    ServeStop,
    ServeOpenHost,
}

/// Everything one language says.
pub trait Catalogue: Sync {
    /// The language of this catalogue.
    fn lang(&self) -> Lang;
    /// A strategy's display name from its id (`None` for an unknown id).
    fn strategy_name(&self, id: &str) -> Option<&'static str>;
    /// Other names people use for strategies, `(name, id)`: accepted
    /// wherever an id is ([`crate::strategies::by_name`]).
    fn strategy_aliases(&self) -> &'static [(&'static str, &'static str)];
    /// A step's explanation with its conclusion, cells as `r1c1`.
    fn explain(&self, step: &Step) -> String;
    /// `Puzzle at line 3 of FILE` / `FILE の3行目の問題`.
    fn puzzle_heading(&self, line: usize, file: &str) -> String;
    /// A page title: `FILE (line 3)` / `FILE（3行目）`.
    fn page_title(&self, line: usize, file: &str) -> String;
    /// A house: `row 4` / `4行目`.
    fn house(&self, house: House) -> String;
    /// What a walkthrough's status means, in a sentence.
    fn status(&self, status: &Status) -> String;
    /// `Result (12 steps, 1 of them brute-force): solved by logic`.
    fn result_line(&self, steps: usize, brute_force: usize, status: &Status) -> String;
    /// The rating line of `explain`.
    fn rating_line(
        &self,
        se: f32,
        lower_bound: bool,
        hardest: &str,
        score: u32,
        level: Level,
    ) -> String;
    /// `find`: `line 3: 2 instance(s) of x-wing`.
    fn instances_line(&self, line: usize, count: usize, id: &str) -> String;
    /// Under `find`'s line: the finder stops at `cap` instances.
    fn instances_capped(&self, cap: usize) -> String;
    /// Under `find --limit`'s line: `hidden` more of `all` not shown.
    fn instances_left_out(&self, hidden: usize, all: usize) -> String;
    /// `solve --count` at its limit: `at least 1000`.
    fn at_least(&self, n: usize) -> String;
    /// `explore`'s progress: `explore x-wing: 120/2000 puzzles, 4 s`.
    fn explore_progress(&self, id: &str, done: usize, total: usize, seconds: f64) -> String;
    /// `generate --needs`'s progress on puzzle `k` of `count`.
    fn generate_progress(
        &self,
        k: usize,
        count: usize,
        id: &str,
        tried: u64,
        seconds: f64,
    ) -> String;
    /// A page or worksheet written: `wrote p.html`.
    fn wrote(&self, path: &str) -> String;
    /// A byte that is not UTF-8 text, at `line` and `column` (the first ten
    /// of a file), and how many more there were.
    fn not_utf8(&self, line: usize, column: usize, byte: u8) -> String;
    fn more_not_utf8(&self, more: usize) -> String;
    /// A notebook's answer check, right: `right: 3, 5`.
    fn answer_right(&self, expected: &[String]) -> String;
    /// Wrong, and nothing answered yet; the answer has `items` items.
    fn answer_missing(&self, items: usize) -> String;
    /// Wrong: `right` of the learner's `yours` items are right, the answer
    /// has `items`; `wrong` are the learner's items not in it.
    fn answer_partly(&self, right: usize, yours: usize, items: usize, wrong: &[&str]) -> String;
    /// Under `find --productive`'s line: `hidden` instances remove nothing.
    fn instances_unproductive(&self, hidden: usize) -> String;
    /// `Step 12: text` (page headings, captions).
    fn step_heading(&self, n: usize, text: &str) -> String;
    /// `Steps 3–9: 7 singles` (HTML: the dash is `&#8211;`).
    fn singles_run(&self, first: usize, end: usize, run: usize) -> String;
    /// `30 givens, 51 empty cells.`
    fn start_text(&self, givens: usize, empty: usize) -> String;
    /// How a walkthrough of `n` steps ended, in a sentence (pages).
    fn walk_status(&self, status: &Status, n: usize) -> String;
    /// The page summary: the status sentence and the steps by strategy
    /// (`Hidden Single 30`, ... already joined).
    fn summary(&self, ending: &str, counts: &str) -> String;
    /// A legend entry (the pattern's own words for a mark, or a role's).
    fn label(&self, label: &Label) -> String;
    /// A HoDoKu level's name in this language.
    fn level(&self, level: Level) -> String;
    /// A fixed text.
    fn msg(&self, msg: Msg) -> &'static str;
    /// What the live app's API says is wrong with a request.
    fn api_problem(&self, problem: &api::ApiProblem) -> String;
    /// A word of the live app's page.
    fn app_word(&self, word: app::AppWord) -> &'static str;
    /// A family of strategies, as the `strategies` table heads it.
    fn family(&self, family: Family) -> &'static str;
    /// A tier of the curriculum (`basic` ... `extreme`).
    fn tier(&self, tier: Tier) -> &'static str;
    /// Why the default solvers leave a strategy out (its declaration's
    /// [`LeftOut`]), in a sentence.
    fn left_out(&self, why: LeftOut) -> String;
    /// An error message.
    fn problem(&self, problem: &Problem) -> String;
    /// An inner branch of a nested forcing net: the fact it proves and why.
    fn inner_proof(&self, p: &says::InnerSays) -> String;
    /// A line of a report (an exploration, a comparison of solvers).
    fn report(&self, line: &report::Report) -> String;
    /// A hint below the whole step.
    fn coaching(&self, coaching: &Coaching) -> String;
    /// A worksheet's title: `Worksheet: X-Wing (tough)`.
    fn worksheet_title(&self, name: &str, tier: &str) -> String;
    /// Its answer key's heading: `Answer key: X-Wing`.
    fn answer_key(&self, name: &str) -> String;
    /// A worksheet's answer: `n` other instances also make progress there.
    fn other_answers(&self, n: usize) -> String;
    /// A strategy's rule in one line (a worksheet's reminder): its own, or
    /// its family's ([`Rule::of`] a declaration).
    fn rule(&self, rule: Rule) -> &'static str;
}

impl Step {
    /// The explanation in `lang`, cells written `r1c1`.
    pub fn explain(&self, lang: Lang) -> String {
        lang.catalogue().explain(self)
    }

    /// The explanation in `lang` with cells written in `notation`.
    pub fn explain_in(&self, lang: Lang, notation: Notation) -> String {
        notation.rewrite(&self.explain(lang))
    }

    /// The strategy's display name in `lang`: the catalogue's, else the
    /// step's own in that language (a custom strategy's [`Step::name_ja`]),
    /// else its English name (the id if it has none).
    pub fn name_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.name,
            Lang::Ja => lang
                .catalogue()
                .strategy_name(self.strategy)
                .or(self.name_ja)
                .unwrap_or(self.name),
        }
    }

    /// The step as JSON in `lang`, as `explain --json --lang` writes each
    /// step (without its SE rating, which the walkthrough's rating adds):
    /// the step's own JSON ([`Step`]'s `Serialize`: English, cells `r1c1`)
    /// in English and `r1c1`; in any other words, its `explanation` in
    /// them and its display `name` in `lang` added.
    pub fn json_in(&self, lang: Lang, notation: Notation) -> serde_json::Value {
        let mut v = serde_json::to_value(self).unwrap_or(serde_json::Value::Null);
        if (lang, notation) != (Lang::En, Notation::RowCol) {
            v["explanation"] = self.explain_in(lang, notation).into();
            v["name"] = self.name_in(lang).into();
        }
        v
    }
}

/// A strategy's display name in `lang` (`None` for an unknown id).
pub fn strategy_name(id: &str, lang: Lang) -> Option<&'static str> {
    lang.catalogue().strategy_name(id)
}

/// Houses grouped by kind, kinds in the order first met: `[row 1, row 4,
/// column 2]` -> `[[row 1, row 4], [column 2]]`.
/// `text` as a message may show it: control characters (a terminal's
/// escape codes, typed or pasted into an argument) written as escapes
/// (`\u{1b}`), never sent to the terminal as they are.
pub(crate) fn printable(text: &str) -> String {
    text.chars()
        .map(|c| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}

pub(crate) fn by_kind(hs: &[House]) -> Vec<Vec<House>> {
    let mut groups: Vec<Vec<House>> = Vec::new();
    for &h in hs {
        match groups.iter_mut().find(|g| g[0].kind() == h.kind()) {
            Some(g) => g.push(h),
            None => groups.push(vec![h]),
        }
    }
    groups
}

/// A digit set in braces, as both languages write a subset: `{37}`.
pub(crate) fn braced(ds: DigitSet) -> String {
    format!("{{{ds}}}")
}

/// Digits joined by `/`, as wings and chains list their link digits: `3/5`.
pub(crate) fn slashed(ds: DigitSet) -> String {
    joined(ds, "/")
}

/// Digits joined by `sep`: `3/5`, `3,5`, `35`.
pub(crate) fn joined(ds: DigitSet, sep: &str) -> String {
    let v: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
    v.join(sep)
}

/// A claimed move and what it is, as one line in any language: the cell,
/// the catalogue's sign for a removal or a placement, the digit, its
/// separator, then `is` (`r3c4<>5: ...`, `r3c4≠5：...`).
pub(crate) fn move_line(
    catalogue: &dyn Catalogue,
    cell: crate::grid::Cell,
    digit: u8,
    placing: bool,
    is: &str,
) -> String {
    let op = catalogue.msg(if placing {
        Msg::MovePlaces
    } else {
        Msg::MoveRemoves
    });
    let said = catalogue.msg(Msg::MoveSaid);
    format!("{cell}{op}{digit}{said}{is}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;
    use crate::test_util::board;

    /// A step's JSON in each language: English and `r1c1` is the step's
    /// own; Japanese has the Japanese explanation and name, in the
    /// notation asked for, and the same data.
    #[test]
    fn a_steps_json_in_a_language() {
        let w = Solver::new().solve(&board(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        ));
        let step = w.steps.iter().find(|s| !s.is_single()).unwrap();
        let own = serde_json::to_value(step).unwrap();
        assert_eq!(step.json_in(Lang::En, Notation::RowCol), own);
        assert!(own.get("name").is_none());
        let ja = step.json_in(Lang::Ja, Notation::RowCol);
        assert_eq!(ja["explanation"], step.explain(Lang::Ja));
        assert!(ja["explanation"].as_str().unwrap().contains("候補"));
        assert_eq!(ja["name"], step.name_in(Lang::Ja));
        assert_eq!(ja["name"], strategy_name(step.strategy, Lang::Ja).unwrap());
        for key in [
            "strategy",
            "placements",
            "eliminations",
            "pattern",
            "highlights",
        ] {
            assert_eq!(ja[key], own[key], "{key}");
        }
        // The keys in the step's order, the name last.
        let keys: Vec<&String> = ja.as_object().unwrap().keys().collect();
        assert_eq!(keys.first().unwrap().as_str(), "strategy");
        assert_eq!(keys.last().unwrap().as_str(), "name");
        // Another notation rewrites the cells of the explanation only.
        let kanji = step.json_in(Lang::Ja, Notation::Kanji);
        assert_eq!(
            kanji["explanation"],
            step.explain_in(Lang::Ja, Notation::Kanji)
        );
        assert_ne!(kanji["explanation"], ja["explanation"]);
        assert_eq!(kanji["eliminations"], own["eliminations"]);
        let en_kanji = step.json_in(Lang::En, Notation::Kanji);
        assert_eq!(en_kanji["name"], step.name);
    }
}
