//! Hints in four levels, from the walkthrough's next step on a position.
//!
//! ```
//! use sudoku_explorer::prelude::*;
//! use sudoku_explorer::coach::{hint, Level};
//! use sudoku_explorer::lang::Lang;
//! let board = parse_board(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! ).unwrap();
//! let what = hint(&board, Level::What).unwrap();
//! assert!(what.digits.is_empty() && what.houses.is_empty() && what.step.is_none());
//! let step = hint(&board, Level::Step).unwrap();
//! assert_eq!(step.strategy, what.strategy);
//! println!("{}", what.text(Lang::En));
//! ```

use crate::grid::{Board, Cell, DigitSet, House, HouseKind};
use crate::lang::{Coaching, Label, Lang, Notation, Problem};
use crate::render::{self, RenderOptions};
use crate::solver::Solver;
use crate::step::{Highlight, Highlights, Mark, Role, Step};
use crate::strategies::decl::Family;

/// How much a hint tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// The technique to look for.
    What = 1,
    /// Also its digits and the houses to look at.
    Where = 2,
    /// Also the pattern's cells and candidates, drawn.
    Pattern = 3,
    /// The whole step.
    Step = 4,
}

impl Level {
    /// The levels, least told first.
    pub const ALL: [Level; 4] = [Level::What, Level::Where, Level::Pattern, Level::Step];

    /// The level numbered 1 to 4.
    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// 1 to 4.
    pub fn number(self) -> u8 {
        self as u8
    }
}

/// A hint: what its level tells of the next step, and nothing more (the
/// fields of higher levels are empty).
#[derive(Clone, Debug)]
pub struct Hint {
    pub level: Level,
    /// The technique (a strategy id), at every level.
    pub strategy: &'static str,
    /// Level 2 and up: the digits of the pattern.
    pub digits: DigitSet,
    /// Level 2 and up: the houses to look at.
    pub houses: Vec<House>,
    /// Level 3 and up: the pattern's cells, each with its candidates in
    /// the pattern.
    pub cells: Vec<(Cell, DigitSet)>,
    /// What a picture of the hint shows: level 2 the houses, level 3 the
    /// pattern without what it removes, level 4 the step.
    pub highlights: Highlights,
    /// Level 4: the step.
    pub step: Option<Step>,
}

/// The roles that make up a pattern (not what it removes or places, nor
/// where it lives).
const PATTERN_ROLES: [Role; 5] = [
    Role::Pattern,
    Role::Fin,
    Role::ColorA,
    Role::ColorB,
    Role::Link,
];

/// A hint at `level` for the next step on `board`: the step the teaching
/// solver takes ([`super::curriculum_solver`]: the default strategies in the
/// curriculum's order; a complete solver's where it has none). A position with
/// a mistake (see [`super::check()`]), without exactly one solution, or
/// solved, gets its problem instead.
pub fn hint(board: &Board, level: Level) -> Result<Hint, Problem> {
    hint_knowing(board, level, None)
}

/// The techniques a learner knows, from words: a tier (`basic`, `tough`,
/// `diabolical`, `extreme`, or 初級, 中級, 上級, 超上級) stands for every
/// technique of the curriculum up to and with it; any other word names a
/// strategy (its id or a name, as `find` takes them). The singles are
/// always known. An unknown word is an error naming the nearest ids.
pub fn known_techniques(words: &[&str]) -> Result<Vec<&'static str>, Problem> {
    use crate::strategies::decl::Tier;
    let lessons = super::curriculum();
    let mut known: Vec<&'static str> = lessons
        .iter()
        .filter(|l| l.info.family == Family::Singles)
        .map(|l| l.info.id)
        .collect();
    for word in words.iter().map(|w| w.trim()).filter(|w| !w.is_empty()) {
        // A tier by its name in any catalogue.
        let tier = Tier::ALL.into_iter().find(|&t| {
            Lang::ALL
                .iter()
                .any(|l| l.catalogue().tier(t).eq_ignore_ascii_case(word))
        });
        let ids: Vec<&'static str> = match tier {
            Some(t) => lessons
                .iter()
                .filter(|l| l.tier <= t)
                .map(|l| l.info.id)
                .collect(),
            None => match crate::strategies::by_name(word) {
                Some(info) => vec![info.id],
                None => {
                    return Err(Problem::UnknownKnown {
                        word: word.to_string(),
                        nearest: crate::strategies::nearest_ids(word),
                    })
                }
            },
        };
        for id in ids {
            if !known.contains(&id) {
                known.push(id);
            }
        }
    }
    Ok(known)
}

/// [`hint`], limited to the techniques the learner knows (`None`: all; see
/// [`known_techniques`]): the first of them in the curriculum's order that
/// makes progress. Where none does, [`Problem::NothingKnownApplies`] names
/// the technique the curriculum's next step needs.
pub fn hint_knowing(board: &Board, level: Level, known: Option<&[&str]>) -> Result<Hint, Problem> {
    // A mistake in the learner's own position is named first.
    match super::check(board) {
        Ok(found) => {
            if let Some(first) = found.mistakes().into_iter().next() {
                return Err(Problem::Mistake(first));
            }
        }
        // A digit read as a given that the learner placed, or a one-candidate
        // cell: named, with how to write it.
        Err(p @ Problem::NoSolutionAsRead { .. }) => return Err(p),
        Err(_) => {}
    }
    super::why::unique_solution(board)?;
    if board.empty_cells().is_empty() {
        return Err(Problem::NothingToHint);
    }
    if let Some(known) = known {
        let solver = super::in_curriculum_order(Solver::with(known)?);
        if let Some(step) = solver.next_step(board) {
            return Ok(hint_from(board, step, level));
        }
    }
    let step = super::curriculum_solver()
        .next_step(board)
        .or_else(|| Solver::complete().next_step(board))
        .ok_or(Problem::NothingToHint)?;
    if known.is_some() {
        let tier =
            super::lesson(step.strategy).map_or(crate::strategies::decl::Tier::Extreme, |l| l.tier);
        return Err(Problem::NothingKnownApplies {
            next: step.strategy,
            tier,
        });
    }
    Ok(hint_from(board, step, level))
}

/// The hint at `level` that `step` (the next step on `board`) gives.
pub fn hint_from(board: &Board, step: Step, level: Level) -> Hint {
    let mut hint = Hint {
        level,
        strategy: step.strategy,
        digits: DigitSet::EMPTY,
        houses: Vec::new(),
        cells: Vec::new(),
        highlights: Highlights::new(),
        step: None,
    };
    if level >= Level::Where {
        hint.digits = digits_of(&step);
        hint.houses = houses_of(board, &step);
        // A single's digit and house together are its answer: a naked
        // single's box is named (its digit is what the learner finds), a
        // hidden single's or a full house's digit (the house is what the
        // learner scans for).
        if step.family() == Some(Family::Singles) && level == Level::Where {
            if step.strategy == crate::strategies::singles::naked_single::NAKED_SINGLE.id {
                hint.digits = DigitSet::EMPTY;
            } else {
                hint.houses.clear();
            }
        }
        for &h in &hint.houses {
            hint.highlights.house(h, Role::House);
        }
        hint.highlights
            .name(Mark::House(Role::House), Label::Houses(hint.houses.clone()));
    }
    if level >= Level::Pattern {
        hint.cells = cells_of(board, &step);
        hint.highlights = step
            .highlights
            .without(&[Role::Elimination, Role::Placement]);
        // "Z = 9" would name the digit removed: the legend says Z alone.
        hint.highlights.rename(|label| match label {
            Label::Z(..) => Some(Label::Z(DigitSet::EMPTY, "")),
            _ => None,
        });
        // A pattern that is a house shows the cell it fills.
        let drawn: Vec<Cell> = hint.highlights.iter().filter_map(cell_of).collect();
        for &(cell, _) in &hint.cells {
            if !drawn.contains(&cell) {
                hint.highlights.cell(cell, Role::Pattern);
            }
        }
    }
    if level == Level::Step {
        hint.highlights = step.highlights.clone();
        hint.step = Some(step);
    }
    hint
}

/// The cell a highlight marks, if it marks one.
fn cell_of(h: &Highlight) -> Option<Cell> {
    match *h {
        Highlight::Cell { cell, .. } | Highlight::Candidate { cell, .. } => Some(cell),
        _ => None,
    }
}

/// The digits of the pattern's candidates (not a fin's or a unique
/// rectangle's extras, but a wing's Z, which wings draw in the fin's
/// colour; of almost locked sets, the linking and the eliminating digits,
/// not the rest of the sets); for a pattern of cells alone (a naked
/// single), what the step places or removes.
fn digits_of(step: &Step) -> DigitSet {
    let roles: &[Role] = match step.family() {
        Some(Family::Als) => &[Role::Pattern, Role::Link],
        Some(Family::Wings) => &[Role::Pattern, Role::Fin, Role::Link, Role::ColorA],
        _ => &[Role::Pattern, Role::Link, Role::ColorA, Role::ColorB],
    };
    let mut ds = DigitSet::EMPTY;
    for h in step.highlights.iter() {
        if let Highlight::Candidate { digit, role, .. } = *h {
            if roles.contains(&role) {
                ds |= DigitSet::single(digit);
            }
        }
    }
    if ds.is_empty() {
        for c in step.placements.iter().chain(&step.eliminations) {
            ds |= DigitSet::single(c.digit);
        }
    }
    ds
}

/// The houses the pattern names; else the boxes of its cells. For a
/// forcing chain or net, where it starts: the house whose cases it follows,
/// else the boxes of its premise cells (not where it ends, the
/// contradiction or the verity, which is what the learner must find).
fn houses_of(board: &Board, step: &Step) -> Vec<House> {
    let forcing = step.family() == Some(Family::Forcing);
    let roles: &[Role] = if forcing {
        &[Role::House]
    } else {
        &[Role::House, Role::SecondaryHouse]
    };
    let mut houses: Vec<House> = Vec::new();
    for h in step.highlights.iter() {
        if let Highlight::House { house, role } = *h {
            if roles.contains(&role) && !houses.contains(&house) {
                houses.push(house);
            }
        }
    }
    if houses.is_empty() {
        let geo = board.geometry();
        let premises: Vec<Cell> = step
            .highlights
            .iter()
            .filter_map(|h| match *h {
                Highlight::Cell {
                    cell,
                    role: Role::Pattern,
                } => Some(cell),
                _ => None,
            })
            .collect();
        let cells: Vec<Cell> = if forcing && !premises.is_empty() {
            premises
        } else {
            cells_of(board, step).into_iter().map(|(c, _)| c).collect()
        };
        for cell in cells {
            let b = House::new(HouseKind::Box, geo.box_of(cell));
            if !houses.contains(&b) {
                houses.push(b);
            }
        }
        houses.sort_by_key(|h| h.number());
    }
    houses
}

/// The pattern's cells in the order drawn, each with its pattern
/// candidates (a cell drawn whole: its candidates on the board).
fn cells_of(board: &Board, step: &Step) -> Vec<(Cell, DigitSet)> {
    let mut cells: Vec<(Cell, DigitSet)> = Vec::new();
    let add = |cells: &mut Vec<(Cell, DigitSet)>, cell: Cell, digits: DigitSet| match cells
        .iter_mut()
        .find(|(c, _)| *c == cell)
    {
        Some((_, ds)) => *ds |= digits,
        None => cells.push((cell, digits)),
    };
    for h in step.highlights.iter() {
        match *h {
            Highlight::Candidate { cell, digit, role } if PATTERN_ROLES.contains(&role) => {
                add(&mut cells, cell, DigitSet::single(digit))
            }
            Highlight::Cell { cell, role } if PATTERN_ROLES.contains(&role) => {
                add(&mut cells, cell, DigitSet::EMPTY)
            }
            _ => {}
        }
    }
    // A pattern that is a house (a full house, a hidden single): the cell
    // it fills.
    if cells.is_empty() {
        for p in &step.placements {
            add(&mut cells, p.cell, DigitSet::EMPTY);
        }
    }
    for (cell, ds) in cells.iter_mut() {
        if ds.is_empty() {
            *ds = board.candidates(*cell);
        }
    }
    cells
}

impl Hint {
    /// What the catalogues say below level 4.
    pub fn coaching(&self) -> Coaching {
        match self.level {
            Level::What => Coaching::LookFor {
                id: self.strategy,
                tier: super::curriculum::lesson(self.strategy).map(|l| l.tier),
            },
            Level::Where => Coaching::LookWhere {
                id: self.strategy,
                digits: self.digits,
                houses: self.houses.clone(),
            },
            Level::Pattern | Level::Step => Coaching::ThePattern {
                id: self.strategy,
                digits: self.digits,
                cells: self.cells.clone(),
                drawn: true,
            },
        }
    }

    /// The hint in words, cells written `r1c1`.
    pub fn text(&self, lang: Lang) -> String {
        match &self.step {
            Some(step) => step.explain(lang),
            None => lang.catalogue().coaching(&self.coaching()),
        }
    }

    /// The hint in words, cells written in `notation`.
    pub fn text_in(&self, lang: Lang, notation: Notation) -> String {
        notation.rewrite(&self.text(lang))
    }

    /// [`Hint::text_in`] for a hint shown without its picture: level 3
    /// does not say the pattern is drawn.
    pub fn text_without_picture(&self, lang: Lang, notation: Notation) -> String {
        if self.step.is_some() {
            return self.text_in(lang, notation);
        }
        let mut said = self.coaching();
        if let Coaching::ThePattern { drawn, .. } = &mut said {
            *drawn = false;
        }
        notation.rewrite(&lang.catalogue().coaching(&said))
    }

    /// The hint drawn on `board`: level 1 the board, level 2 the houses to
    /// look at, level 3 the pattern without what it removes, level 4 the
    /// step.
    pub fn svg(&self, board: &Board, opts: &RenderOptions) -> String {
        match (&self.step, self.level) {
            (Some(step), _) => render::step_svg(board, step, opts),
            (None, Level::What) => render::board_svg(board, opts),
            (None, _) => render::highlights_svg(board, &self.highlights, opts),
        }
    }

    /// The hint as JSON: its level's fields only (no eliminations below
    /// level 4), and its words.
    pub fn to_json(&self, lang: Lang, notation: Notation) -> serde_json::Value {
        let mut v = serde_json::json!({
            "level": self.level.number(),
            "strategy": self.strategy,
            "text": self.text_in(lang, notation),
        });
        if let Some(lesson) = super::curriculum::lesson(self.strategy) {
            v["tier"] = serde_json::to_value(lesson.tier).unwrap_or_default();
        }
        if self.level >= Level::Where {
            v["digits"] = self.digits.iter().collect::<Vec<u8>>().into();
            v["houses"] = self
                .houses
                .iter()
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
                .into();
        }
        if self.level >= Level::Pattern {
            v["cells"] = self
                .cells
                .iter()
                .map(|(c, ds)| {
                    serde_json::json!({"cell": c.to_string(), "digits": ds.iter().collect::<Vec<u8>>()})
                })
                .collect::<Vec<_>>()
                .into();
        }
        if let Some(step) = &self.step {
            v["step"] = serde_json::to_value(step).unwrap_or_default();
            // The step's own JSON explains in English; the hint's language wins.
            if v["step"].get("explanation").is_some() {
                v["step"]["explanation"] = step.explain_in(lang, notation).into();
            }
        }
        v
    }
}
