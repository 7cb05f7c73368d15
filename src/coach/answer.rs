//! Grading a learner's answer to "what does this strategy remove here?":
//! right when some instance of the strategy on the board removes (or
//! places) exactly that, whichever instance it is; right too, and named,
//! when an instance of another technique does exactly that; partly right
//! when it is part of one; otherwise each move of the answer is said for
//! what it is: part of the strategy's instances, right by another technique,
//! not a candidate, refuted by logic, or not shown yet ([`super::why`]).

use super::why::{alternatives, solution_of, why_with, Claim};
pub use super::why::{effect_of, move_is, Effect};
use crate::grid::{Board, Candidate};
use crate::lang::{Coaching, MoveIs, Problem};
use crate::strategies;

/// What an answer is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grade {
    /// Exactly what one instance does; `others`: how many other instances
    /// do something else (other right answers).
    Right { others: usize },
    /// Exactly what one instance of another technique (`id`) does: right,
    /// and named.
    RightOther { id: &'static str },
    /// Part of what one instance does: the candidates still `missing`.
    Partly { missing: Vec<Candidate> },
    /// Not one instance's: each move of the answer and what it is (those
    /// the strategy's instances do are `MoveIs::Asked`).
    Moves { moves: Vec<(Claim, MoveIs)> },
    /// Every candidate is some instance's, but no one instance does them
    /// all: an answer is one instance's.
    Mixed,
    /// The strategy removes and places nothing on this board.
    NothingHere,
    /// The answer is empty (and the strategy does something here).
    NoAnswer,
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
    let solution = solution_of(board)?;
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
    let others = alternatives(board);
    if let Some(other) = others
        .iter()
        .find(|a| a.info.id != info.id && a.effects.contains(&given))
    {
        return Ok(Grade::RightOther { id: other.info.id });
    }
    let asked = |c: &Candidate| effects.iter().any(|(e, p)| e.contains(c) || p.contains(c));
    let claims = given
        .0
        .iter()
        .map(|&candidate| Claim {
            candidate,
            placing: false,
        })
        .chain(given.1.iter().map(|&candidate| Claim {
            candidate,
            placing: true,
        }));
    let moves: Vec<(Claim, MoveIs)> = claims
        .map(|claim| {
            let is = if asked(&claim.candidate) {
                MoveIs::Asked { id: info.id }
            } else {
                move_is(why_with(board, &others, &solution, claim), Some(info.id))
            };
            (claim, is)
        })
        .collect();
    if moves
        .iter()
        .all(|(_, is)| matches!(is, MoveIs::Asked { .. }))
    {
        return Ok(Grade::Mixed);
    }
    Ok(Grade::Moves { moves })
}

impl Grade {
    /// Whether the answer is right.
    pub fn is_right(&self) -> bool {
        matches!(self, Grade::Right { .. } | Grade::RightOther { .. })
    }

    /// The grade as the catalogues say it (strategy `id`), a line each.
    pub fn said(&self, id: &'static str) -> Vec<Coaching> {
        match self {
            Grade::Right { others } => vec![Coaching::Right { others: *others }],
            Grade::RightOther { id: other } => vec![Coaching::RightOther {
                id: other,
                asked: id,
            }],
            Grade::Partly { missing } => vec![Coaching::PartlyRight {
                missing: missing.len(),
            }],
            Grade::Mixed => vec![Coaching::Mixed],
            Grade::NothingHere => vec![Coaching::NothingHere { id }],
            Grade::NoAnswer => vec![Coaching::NoAnswer],
            Grade::Moves { moves } => moves
                .iter()
                .map(|(claim, is)| Coaching::Move {
                    cell: claim.candidate.cell,
                    digit: claim.candidate.digit,
                    placing: claim.placing,
                    is: is.clone(),
                })
                .collect(),
        }
    }
}
