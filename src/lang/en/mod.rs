//! The English catalogue: the teaching files' own words (a step's
//! explanation is what its pattern's `Pattern::explain` says, with the
//! step's conclusion), so English output stays what it always was.

mod api;
mod app;
mod legend;
mod problem;
mod report;
mod rules;
mod says;

pub use problem::{board_error, problem};
pub use says::{inner_proof, say};

use super::coach::MoveIs;
use super::{Catalogue, Coaching, Label, Lang, Msg, Problem, Rule};
use crate::grid::House;
use crate::outcome::Status;
use crate::step::Step;
use crate::strategies::decl::{Cost, Family, LeftOut, Level, Tier};
use crate::strategies::REGISTRY;
use crate::text::{digits_text, houses_text, join_and};

/// The English catalogue.
pub struct English;

impl Catalogue for English {
    fn lang(&self) -> Lang {
        Lang::En
    }

    fn strategy_name(&self, id: &str) -> Option<&'static str> {
        REGISTRY.iter().find(|s| s.id == id).map(|s| s.name)
    }

    fn strategy_aliases(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    fn explain(&self, step: &Step) -> String {
        super::step_words::english(step)
    }

    fn puzzle_heading(&self, line: usize, file: &str) -> String {
        format!("Puzzle at line {line} of {file}")
    }

    fn page_title(&self, line: usize, file: &str) -> String {
        format!("{file} (line {line})")
    }

    fn house(&self, house: House) -> String {
        house.to_string()
    }

    fn status(&self, status: &Status) -> String {
        status.describe()
    }

    fn result_line(&self, n: usize, brute_force: usize, status: &Status) -> String {
        let note = if brute_force > 0 {
            format!(", {brute_force} of them brute-force")
        } else {
            String::new()
        };
        let steps = if n == 1 { "step" } else { "steps" };
        format!("Result ({n} {steps}{note}): {}", status.describe())
    }

    fn rating_line(&self, se: f32, lower: bool, hardest: &str, score: u32, level: Level) -> String {
        let lower = if lower { " at least" } else { "" };
        format!(
            "Rating: SE{lower} {se:.1} (hardest step on SE's own path: {hardest}); HoDoKu score \
             {score}, level {level}"
        )
    }

    fn instances_line(&self, line: usize, count: usize, id: &str) -> String {
        format!("line {line}: {count} instance(s) of {id}")
    }

    fn instances_capped(&self, cap: usize) -> String {
        format!(
            "  (this search stops at {cap}: more may exist; --limit {} looks for more)",
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
        format!(
            "generate: puzzle {k} of {count} needing {id}: {tried} candidates in {seconds:.0} s"
        )
    }

    fn wrote(&self, path: &str) -> String {
        format!("wrote {path}")
    }

    fn not_utf8(&self, line: usize, column: usize, byte: u8) -> String {
        format!(
            "line {line}, column {column}: byte 0x{byte:02X} is not UTF-8 text (read as U+FFFD)"
        )
    }

    fn more_not_utf8(&self, more: usize) -> String {
        format!("{more} more bytes that are not UTF-8")
    }

    fn at_least(&self, n: usize) -> String {
        format!("at least {n}")
    }

    fn explore_progress(&self, id: &str, done: usize, total: usize, seconds: f64) -> String {
        format!("explore {id}: {done}/{total} puzzles, {seconds:.0} s")
    }

    fn instances_left_out(&self, hidden: usize, all: usize) -> String {
        format!("  ({hidden} more not shown: --limit {all} shows every one)")
    }

    fn answer_right(&self, expected: &[String]) -> String {
        format!("right: {}", expected.join(", "))
    }

    fn answer_missing(&self, items: usize) -> String {
        format!(
            "not yet: no answer given (the answer has {items} item{})",
            if items == 1 { "" } else { "s" }
        )
    }

    fn answer_partly(&self, right: usize, yours: usize, items: usize, wrong: &[&str]) -> String {
        let mut text = format!("not yet: {right} of your {yours} right, the answer has {items}");
        if !wrong.is_empty() {
            text += &format!("; not in it: {}", wrong.join(", "));
        }
        text
    }

    fn instances_unproductive(&self, hidden: usize) -> String {
        format!("  ({hidden} more remove nothing: without --productive they are listed too)")
    }

    fn level(&self, level: Level) -> String {
        level.to_string()
    }

    fn api_problem(&self, problem: &crate::lang::api::ApiProblem) -> String {
        api::api_problem(problem)
    }

    fn app_word(&self, word: crate::lang::app::AppWord) -> &'static str {
        app::app_word(word)
    }

    fn msg(&self, msg: Msg) -> &'static str {
        match msg {
            Msg::RateLine => "line",
            Msg::RateLevel => "level",
            Msg::RateHardest => "hardest",
            Msg::RateSe => "se",
            Msg::RateScore => "score",
            Msg::UsageLine => "Usage: ",
            Msg::MoreHelp => "For more information, try '--help'.",
            Msg::NoSolution => "no solution",
            Msg::MultipleSolutions => "multiple solutions",
            Msg::Direct => "direct ",
            Msg::RateLowerBound => " (logic ran out, a digit was looked up: SE is a lower bound)",
            Msg::RatingBelowSteps => {
                ". Some steps above rate higher: SE rates a puzzle by its own path, which takes \
                 the easiest step at each position (a hidden single, or a \"direct\" hidden pair \
                 or locked candidate: one taken only for the single it leaves), where this \
                 walkthrough may take another (a naked single, 2.3)"
            }
            Msg::PuzzlesRatingInCurriculumOrder => {
                " (the puzzle's, as `rate` gives it: not this walkthrough's, which tries the \
                 techniques in the curriculum's order)"
            }
            Msg::PuzzlesRating => {
                " (the puzzle's, as `rate` gives it: not this walkthrough's, which uses only the \
                 chosen strategies)"
            }
            Msg::NotRated => "not rated",
            Msg::Error => "error",
            Msg::NotInDefault => "not in the default solver",
            Msg::Start => "Start",
            Msg::FinalBoard => "Final board",
            Msg::NoScript => {
                "This page steps through the walkthrough with a small script; with scripts off, \
                 run <code>sudoku-explorer explain</code> for the text."
            }
            Msg::PreviousButton => "&#8592; Previous",
            Msg::NextButton => "Next &#8594;",
            Msg::PreviousTitle => "previous (left arrow)",
            Msg::NextTitle => "next (right arrow)",
            Msg::Keys => {
                "Keys: &#8592; and &#8594; step, Home and End jump to the start and the end; \
                 1-9 show one digit alone with its conjugate pairs (again, or Esc, to go \
                 back). Each step has its own link (#step-12)."
            }
            Msg::BoardLabel => "the board",
            Msg::StepsLabel => "steps",
            Msg::PracticeIntro => {
                "Find the next step yourself. Click a candidate to strike it out (click again \
                 to bring it back); or pick a cell and type the digit it must hold. Then Check. \
                 Hint tells a little more each time."
            }
            Msg::PracticeKeys => {
                "Keys: arrows pick a cell, 1-9 place a digit, Shift+1-9 strike a candidate, \
                 Backspace clears the cell; H hint, C check, S show the step, N next; V and a \
                 digit show that digit alone with its conjugate pairs (Esc to go back)."
            }
            Msg::WorksheetPuzzle => "Puzzle",
            Msg::WorksheetName => "Name",
            Msg::WorksheetTask => {
                "The candidates are filled in. Find the step this technique takes here, and \
                 mark what it removes (or places)."
            }
            Msg::DigitView => "one digit alone, with its conjugate pairs",
            Msg::PracticeHint => "Hint",
            Msg::PracticeCheck => "Check",
            Msg::PracticeShow => "Show step",
            Msg::PracticeNext => "Next",
            Msg::PracticeClear => "Clear",
            Msg::PracticeExercise => "Exercise",
            Msg::PracticeDone => "Steps done",
            Msg::PracticeSolved => "Solved: every step is done.",
            Msg::PracticeNothing => {
                "Every step of this puzzle is a single: make the page with --from-start to \
                 practise them."
            }
            Msg::MoveRemoves => "<>",
            Msg::MovePlaces => "=",
            Msg::ServeAt => "The live app is at ",
            Msg::ServeStop => "Ctrl+C stops it.",
            Msg::ServeOpenHost => {
                "the app is open to other machines on the network: anyone who can reach this address can use it (use --host 127.0.0.1 to keep it to this machine)"
            }
            Msg::MoveSaid => ": ",
        }
    }

    fn step_heading(&self, n: usize, text: &str) -> String {
        format!("Step {n}: {text}")
    }

    fn singles_run(&self, first: usize, end: usize, run: usize) -> String {
        format!("Steps {first}&#8211;{end}: {run} singles")
    }

    fn start_text(&self, givens: usize, empty: usize) -> String {
        format!("{givens} givens, {empty} empty cells.")
    }

    fn walk_status(&self, status: &Status, n: usize) -> String {
        let steps = if n == 1 { "step" } else { "steps" };
        match status {
            Status::Solved => format!("Solved by logic in {n} {steps}."),
            Status::SolvedWithBruteForce => {
                format!("Solved in {n} {steps}, but only with brute force: logic alone got stuck.")
            }
            Status::MultipleSolutions { found } => format!(
                "Stopped after {n} {steps}: the puzzle has more than one solution (at least \
                 {found} found), so no logic can finish it."
            ),
            Status::Stuck => {
                format!("Stuck after {n} {steps}: no allowed strategy makes progress.")
            }
            Status::Contradiction => {
                format!("Contradiction after {n} {steps}: the position has no solution.")
            }
            Status::CustomFailed => {
                format!("Stopped after {n} {steps}: a custom strategy failed.")
            }
        }
    }

    fn summary(&self, ending: &str, counts: &str) -> String {
        format!("{ending} Steps by strategy: {counts}.")
    }

    fn label(&self, label: &Label) -> String {
        legend::label(label)
    }

    fn family(&self, family: Family) -> &'static str {
        family.as_str()
    }

    fn worksheet_title(&self, name: &str, tier: &str) -> String {
        format!("Worksheet: {name} ({tier})")
    }

    fn other_answers(&self, n: usize) -> String {
        match n {
            1 => "One other instance of it works here too: either is a right answer.".to_string(),
            n => format!("{n} other instances of it work here too: any of them is a right answer."),
        }
    }

    fn answer_key(&self, name: &str) -> String {
        format!("Answer key: {name}")
    }

    fn rule(&self, rule: Rule) -> &'static str {
        rules::rule(rule)
    }

    fn tier(&self, tier: Tier) -> &'static str {
        match tier {
            Tier::Basic => "basic",
            Tier::Tough => "tough",
            Tier::Diabolical => "diabolical",
            Tier::Extreme => "extreme",
        }
    }

    fn left_out(&self, why: LeftOut) -> String {
        match why {
            LeftOut::NotLogic => {
                "not logic: only Solver::complete() (explain) ends with it".to_string()
            }
            LeftOut::JoinsTwoSteps => {
                "joins two steps of a strategy tried before it, so it never fires".to_string()
            }
            LeftOut::Subsumed => {
                "every instance is one of a strategy tried before it, so it never fires".to_string()
            }
            LeftOut::NeverGetsATurn => "HoDoKu's last resort (score 10000), after the forcing \
                                        nets: on top1465 it never gets a turn"
                .to_string(),
            LeftOut::Slow(c) => format!("slow: {}", cost(c)),
            LeftOut::SlowExplainers(c) => format!("Sudoku Explainer's (6.2, 7.5): {}", cost(c)),
            LeftOut::SlowInsteadOfForcing { times, percent } => format!(
                "slow: the default solver with them takes {times}x its time on top1465 (they \
                 take {percent}% of its forcing steps' place)"
            ),
            LeftOut::SlowOnHardest {
                times,
                rated_below_11,
            } => format!(
                "slow on the hardest: the default solver with it takes {times}x its time on the \
                 forum's 1000 hardest (SE 11+), and rates {rated_below_11} of them below 11"
            ),
        }
    }

    fn problem(&self, p: &Problem) -> String {
        problem::problem(p)
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
            Coaching::LookFor { id, tier: None } => {
                format!("Try this technique next: {}.", name(id))
            }
            Coaching::LookFor { id, tier: Some(t) } => format!(
                "Try this technique next: {} ({} tier).",
                name(id),
                self.tier(*t)
            ),
            Coaching::LookWhere { id, digits, houses } => {
                let place = if houses.is_empty() {
                    String::new()
                } else {
                    let groups: Vec<String> = super::by_kind(houses)
                        .iter()
                        .map(|g| houses_text(g))
                        .collect();
                    format!(", in {}", groups.join(", "))
                };
                if digits.is_empty() {
                    format!("Try this technique next: {}{place}.", name(id))
                } else {
                    format!(
                        "Try this technique next: {}, on {}{place}.",
                        name(id),
                        digits_text(*digits)
                    )
                }
            }
            Coaching::ThePattern {
                id,
                digits,
                cells,
                drawn,
            } => {
                let cells: Vec<String> = cells
                    .iter()
                    .map(|(c, ds)| format!("{c} {}", super::braced(*ds)))
                    .collect();
                format!(
                    "Try this technique next: {}, on {}: its cells are {}{}. What does it \
                     remove or place?",
                    name(id),
                    digits_text(*digits),
                    join_and(&cells),
                    if *drawn { " (drawn)" } else { "" }
                )
            }
            Coaching::NothingFound => {
                "No technique the solver knows makes progress here.".to_string()
            }
            Coaching::WrongDigit {
                cell,
                digit,
                refuted: Some(f),
            } => format!(
                "{cell} holds {digit}, which cannot be. {}, so {cell}<>{digit}",
                capitalized(&says::say(f))
            ),
            Coaching::WrongDigit {
                cell,
                digit,
                refuted: None,
            } => format!(
                "{cell} holds {digit}, which cannot be (no forcing chain or net from it shows \
                 why here yet: take it out and look again)"
            ),
            Coaching::DeletedNeeded {
                cell,
                digit,
                refuted: Some(f),
            } => format!(
                "{digit} was removed from {cell}, but it must stay. {}. Put it back",
                capitalized(&says::say(f))
            ),
            Coaching::DeletedNeeded {
                cell,
                digit,
                refuted: None,
            } => format!(
                "{digit} was removed from {cell}, but nothing rules it out there: put it back"
            ),
            Coaching::NoCandidatesLeft { cell } => {
                format!("{cell} has no candidate left")
            }
            Coaching::Right { others: 0 } => "Right.".to_string(),
            Coaching::Right { others } => format!(
                "Right. There {} {others} more: each is another right answer.",
                if *others == 1 { "is" } else { "are" }
            ),
            Coaching::PartlyRight { missing } => format!(
                "Right so far: {missing} more candidate{} go{} with it.",
                if *missing == 1 { "" } else { "s" },
                if *missing == 1 { "es" } else { "" }
            ),
            Coaching::Mixed => "Each of these is right, but they come from different \
                                instances: give what one of them does."
                .to_string(),
            Coaching::NothingHere { id } => {
                format!("{} removes and places nothing here.", name(id))
            }
            Coaching::NoAnswer => "No answer yet: write it in the cell above.".to_string(),
            Coaching::Unreadable { item } => format!(
                "'{item}' is not an answer: write r5c7<>3 (3 goes from r5c7) or r5c7=3 (r5c7 \
                 is 3)."
            ),
            Coaching::RightOther { id, asked } => format!(
                "Right: that is {}, another technique; the step here was {}.",
                a_name(name(id)),
                a_name(name(asked))
            ),
            Coaching::Move {
                cell,
                digit,
                placing,
                is,
            } => crate::lang::move_line(self, *cell, *digit, *placing, &self.move_is(is, *placing)),
            Coaching::MovesAfterMistakes => {
                "Your moves are judged once the mistakes above are put right.".to_string()
            }
            Coaching::NotJudged(p) => format!("Your moves cannot be judged: {}.", self.problem(p)),
            Coaching::Item { is, placing } => self.move_is(is, *placing),
            Coaching::NoMistakes { to_clean: 0 } => "No mistakes so far.".to_string(),
            Coaching::NoMistakes { to_clean } => format!(
                "No mistakes so far; {to_clean} pencil mark{} could still go (a digit in the \
                 same row, column or box rules {} out).",
                if *to_clean == 1 { "" } else { "s" },
                if *to_clean == 1 { "it" } else { "them" }
            ),
        }
    }
}

impl English {
    /// What a claimed move is, said after the move (`r3c4<>5: ...`).
    fn move_is(&self, is: &MoveIs, placing: bool) -> String {
        let name = |id: &str| self.strategy_name(id).unwrap_or("?");
        let does = if placing { "places it" } else { "removes it" };
        match is {
            MoveIs::Asked { id } | MoveIs::ShownBy { id, asked: None } => {
                format!("right, {} here {does}.", a_name(name(id)))
            }
            MoveIs::ShownBy {
                id,
                asked: Some(asked),
            } => format!(
                "right, {} here {does} (another technique than {}).",
                a_name(name(id)),
                name(asked)
            ),
            MoveIs::NotACandidate => "the cell has no such candidate.".to_string(),
            MoveIs::Refuted(f) => format!("it cannot be: {}.", says::say(f)),
            MoveIs::NotYet => "no technique shows it here yet, true or not.".to_string(),
        }
    }
}

/// `name` with its indefinite article, as it is read aloud: an X-Wing, an
/// ALS-XZ, an Empty Rectangle, a Unique Rectangle, a Hidden Single.
fn a_name(name: &str) -> String {
    let first = name.split([' ', '-', '(']).next().unwrap_or("");
    let spelled = first.len() <= 4 && first.chars().all(|c| c.is_ascii_uppercase());
    let an = if spelled {
        // Letters said one by one: "an" before A, E, F, H, I, L, M, N, O, R, S, X.
        first.starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X'])
    } else {
        first.starts_with(['A', 'E', 'I', 'O'])
            || (first.starts_with('U') && !first.starts_with("Uni"))
    };
    format!("{} {name}", if an { "an" } else { "a" })
}

/// `text` with its first letter a capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `the default solver with them takes 2.6x its time on top1465, for 99
/// steps in 75 of its 1465 puzzles`.
fn cost(c: Cost) -> String {
    format!(
        "the default solver with them takes {}x its time on top1465, for {} steps in {} of its \
         1465 puzzles",
        c.times, c.steps, c.puzzles
    )
}
