//! Grading a learner's answer to "what does this strategy remove here?":
//! right when some instance of the strategy on the board removes (or
//! places) exactly that, whichever instance it is; partly right when it
//! is part of one; otherwise each wrong candidate gets its reason.

use crate::brute;
use crate::grid::{Board, Candidate};
use crate::lang::{Coaching, Problem};
use crate::strategies;

/// What an answer is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grade {
    /// Exactly what one instance does; `others`: how many other instances
    /// do something else (other right answers).
    Right { others: usize },
    /// Part of what one instance does: the candidates still `missing`.
    Partly { missing: Vec<Candidate> },
    /// Not what any instance does: each candidate of the answer that no
    /// instance touches, with why.
    Wrong { reasons: Vec<(Candidate, Why)> },
    /// Every candidate is some instance's, but no one instance does them
    /// all: an answer is one instance's.
    Mixed,
    /// The strategy removes and places nothing on this board.
    NothingHere,
    /// The answer is empty (and the strategy does something here).
    NoAnswer,
}

/// Why a candidate of an answer is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The cell has no such candidate (or holds a digit already).
    NotACandidate,
    /// It is the solution's digit: removing it would break the puzzle.
    SolutionDigit,
    /// A possible move, but not one this strategy makes here.
    NotThisStrategy,
}

/// An answer: the candidates removed (`r3c4<>5`) and the digits placed
/// (`r3c4=5`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    pub eliminations: Vec<Candidate>,
    pub placements: Vec<Candidate>,
}

impl Answer {
    /// Reads a learner's answer: items such as `r3c4<>5` (removes 5 from
    /// r3c4) and `r3c4=5` (places 5), one per string or several separated
    /// by commas or spaces; empty items are skipped. An item that is
    /// neither is returned as the error.
    pub fn read(items: &[&str]) -> Result<Answer, String> {
        let mut answer = Answer::default();
        for item in items.iter().flat_map(|s| s.split([',', ' ', '\t', '\n'])) {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            match Candidate::parse(item) {
                Ok((c, true)) => answer.placements.push(c),
                Ok((c, false)) => answer.eliminations.push(c),
                Err(_) => return Err(item.to_string()),
            }
        }
        Ok(answer)
    }
}

/// What an instance does, as an answer says it: its removals (but not
/// from a cell it fills: `r8c2=5` is enough) and its placements, each sorted.
pub type Effect = (Vec<Candidate>, Vec<Candidate>);

/// `eliminations` and `placements` as an [`Effect`].
pub fn effect_of(eliminations: &[Candidate], placements: &[Candidate]) -> Effect {
    let sorted = |v: &mut Vec<Candidate>| {
        v.sort_by_key(|c| (c.cell.index(), c.digit));
        v.dedup();
    };
    let filled = |c: &Candidate| placements.iter().any(|p| p.cell == c.cell);
    let mut open: Vec<Candidate> = eliminations
        .iter()
        .filter(|c| !filled(c))
        .copied()
        .collect();
    let mut placed = placements.to_vec();
    sorted(&mut open);
    sorted(&mut placed);
    (open, placed)
}

/// The right answers the instances `found` give: each productive
/// instance's effect, once.
pub fn right_answers(found: &[crate::step::Step]) -> Vec<Effect> {
    let mut effects: Vec<Effect> = Vec::new();
    for s in found {
        let e = effect_of(&s.eliminations, &s.placements);
        if (!e.0.is_empty() || !e.1.is_empty()) && !effects.contains(&e) {
            effects.push(e);
        }
    }
    effects
}

/// Grades `answer` for strategy `id` on `board`, whose puzzle must have
/// one solution.
pub fn grade(board: &Board, id: &str, answer: &Answer) -> Result<Grade, Problem> {
    let info = strategies::by_id(id).ok_or_else(|| Problem::unknown_strategy(id))?;
    let puzzle = brute::puzzle_of(board).map_err(Problem::Board)?;
    let solution = match brute::analyse(&puzzle) {
        brute::Solutions::Unique(s) => s,
        brute::Solutions::None => return Err(Problem::NoSolution),
        brute::Solutions::Multiple => return Err(Problem::MoreThanOneSolution { found: 2 }),
    };
    let effects = right_answers(&(info.find)(board));
    if effects.is_empty() {
        return Ok(Grade::NothingHere);
    }
    let given = effect_of(&answer.eliminations, &answer.placements);
    if given.0.is_empty() && given.1.is_empty() {
        return Ok(Grade::NoAnswer);
    }
    if effects.contains(&given) {
        return Ok(Grade::Right {
            others: effects.len() - 1,
        });
    }
    // Part of one instance: the one with the fewest left to find.
    let part = effects
        .iter()
        .filter(|(e, p)| {
            given.0.iter().all(|c| e.contains(c)) && given.1.iter().all(|c| p.contains(c))
        })
        .min_by_key(|(e, p)| e.len() + p.len());
    if let Some((e, p)) = part {
        let missing = e
            .iter()
            .chain(p)
            .filter(|c| !given.0.contains(c) && !given.1.contains(c))
            .copied()
            .collect();
        return Ok(Grade::Partly { missing });
    }
    let size = board.size();
    let answer_of = |c: &Candidate| solution[c.cell.row() * size + c.cell.col()];
    let touched = |c: &Candidate| effects.iter().any(|(e, p)| e.contains(c) || p.contains(c));
    let mut reasons = Vec::new();
    for c in given.0.iter().chain(&given.1) {
        if touched(c) {
            continue;
        }
        let placing = given.1.contains(c);
        let why = if !board.has_candidate(c.cell, c.digit) {
            Why::NotACandidate
        } else if !placing && answer_of(c) == c.digit {
            Why::SolutionDigit
        } else {
            Why::NotThisStrategy
        };
        reasons.push((*c, why));
    }
    if reasons.is_empty() {
        return Ok(Grade::Mixed);
    }
    Ok(Grade::Wrong { reasons })
}

impl Grade {
    /// Whether the answer is right.
    pub fn is_right(&self) -> bool {
        matches!(self, Grade::Right { .. })
    }

    /// The grade as the catalogues say it (strategy `id`), a line each.
    pub fn said(&self, id: &'static str) -> Vec<Coaching> {
        match self {
            Grade::Right { others } => vec![Coaching::Right { others: *others }],
            Grade::Partly { missing } => vec![Coaching::PartlyRight {
                missing: missing.len(),
            }],
            Grade::Mixed => vec![Coaching::Mixed],
            Grade::NothingHere => vec![Coaching::NothingHere { id }],
            Grade::NoAnswer => vec![Coaching::NoAnswer],
            Grade::Wrong { reasons } => reasons
                .iter()
                .map(|&(c, why)| match why {
                    Why::NotACandidate => Coaching::NotACandidate {
                        cell: c.cell,
                        digit: c.digit,
                    },
                    Why::SolutionDigit => Coaching::RemovesSolution {
                        cell: c.cell,
                        digit: c.digit,
                    },
                    Why::NotThisStrategy => Coaching::NotThisStrategy {
                        cell: c.cell,
                        digit: c.digit,
                        id,
                    },
                })
                .collect(),
        }
    }
}
