//! Why, or why not? A learner claims a move: a candidate removed
//! (`r3c4<>5`) or a digit placed (`r3c4=5`). What shows it on the position
//! now is the first technique in the curriculum with an instance that does
//! it. Where none does, a false claim is refuted by logic (a forcing chain,
//! net or nested net from the claim to a contradiction), and anything else
//! "cannot be shown yet". The solution is never the reason (it only tells
//! which claims are worth refuting).
//!
//! ```text
//!   claim r3c4<>5 ──► X-Wing on 5 removes it      Shown(step)
//!   claim r3c4=7  ──► 7 in r3c4 ... contradiction  Refuted(net)
//!   claim r3c4<>2 ──► without 2 in r3c4 ... a contradiction: Refuted(chain)
//!   claim r3c4=2  ──► true, no technique yet       NotYet
//! ```

use super::curriculum::curriculum;
use crate::brute::{self, Solutions};
use crate::grid::{Board, Candidate};
use crate::lang::{Coaching, MoveIs, Problem};
use crate::solver::left_out_by_default;
use crate::step::Step;
use crate::strategies::forcing::{refute, Fact, Refutation};
use crate::strategies::StrategyInfo;

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

/// One claimed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub candidate: Candidate,
    /// A digit placed (`=`), not a candidate removed (`<>`).
    pub placing: bool,
}

/// What answers a claim.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// A technique does it now: its instance, the first in the curriculum.
    Shown(Box<Step>),
    /// The cell has no such candidate (or holds a digit already).
    NotACandidate,
    /// A claim that cannot be, followed to a contradiction: the digit
    /// placed, or the candidate removed (the cell then without it).
    Refuted(Box<Refutation>),
    /// No technique shows it yet, and no chain or net refutes it (true or
    /// not: which, the words do not say).
    NotYet,
}

/// One technique's other right answers on a position: each productive
/// instance's effect (at most the cap asked for).
#[derive(Clone, Debug)]
pub struct Alternative {
    pub info: &'static StrategyInfo,
    pub effects: Vec<Effect>,
}

/// The most instances of one technique kept as alternatives.
pub const ALTERNATIVES_EACH: usize = 32;

/// Every technique the default solver uses, in curriculum order, with what
/// its productive instances do on `board` (those that do nothing there are
/// left out). Left-out techniques (brute force, the slowest nets) are not
/// asked: a learner's move they alone justify "cannot be shown yet".
pub fn alternatives(board: &Board) -> Vec<Alternative> {
    curriculum()
        .into_iter()
        .filter(|l| left_out_by_default(l.info.id).is_none())
        .filter_map(|l| {
            let mut effects: Vec<Effect> = Vec::new();
            for e in (l.info.effects)(board) {
                let effect = effect_of(&e.eliminations, &e.placements);
                let productive = !effect.0.is_empty() || !effect.1.is_empty();
                if productive && !effects.contains(&effect) {
                    effects.push(effect);
                    if effects.len() == ALTERNATIVES_EACH {
                        break;
                    }
                }
            }
            (!effects.is_empty()).then_some(Alternative {
                info: l.info,
                effects,
            })
        })
        .collect()
}

/// Whether `effect` does `claim` (a placement also removes its cell's
/// other candidates, which the effect leaves unsaid).
fn does(effect: &Effect, claim: &Claim) -> bool {
    let c = claim.candidate;
    if claim.placing {
        effect.1.contains(&c)
    } else {
        effect.0.contains(&c)
            || effect
                .1
                .iter()
                .any(|p| p.cell == c.cell && p.digit != c.digit)
    }
}

/// The first technique of `alternatives` (curriculum order) that does
/// `claim`.
pub fn shown_by<'a>(alternatives: &'a [Alternative], claim: &Claim) -> Option<&'a Alternative> {
    alternatives
        .iter()
        .find(|a| a.effects.iter().any(|e| does(e, claim)))
}

/// Why (not) `claim` on `board`, whose puzzle must have one solution.
pub fn why(board: &Board, claim: Claim) -> Result<Verdict, Problem> {
    let solution = solution_of(board)?;
    Ok(why_with(board, &alternatives(board), &solution, claim))
}

/// The solution of `board`'s puzzle, which must be the only one.
pub fn solution_of(board: &Board) -> Result<Vec<u8>, Problem> {
    unique_solution(&brute::puzzle_of(board).map_err(Problem::Board)?)
}

/// The one solution of `board` (its digits as they stand), or the problem:
/// none, or more than one.
pub(crate) fn unique_solution(board: &Board) -> Result<Vec<u8>, Problem> {
    match brute::analyse(board) {
        Solutions::Unique(s) => Ok(s),
        Solutions::None => Err(Problem::NoSolution),
        Solutions::Multiple => Err(Problem::MoreThanOneSolution { found: 2 }),
    }
}

/// [`why`], with the position's `alternatives` and `solution` known.
pub fn why_with(
    board: &Board,
    alternatives: &[Alternative],
    solution: &[u8],
    claim: Claim,
) -> Verdict {
    let c = claim.candidate;
    if !board.has_candidate(c.cell, c.digit) {
        return Verdict::NotACandidate;
    }
    if let Some(a) = shown_by(alternatives, &claim) {
        if let Some(step) = (a.info.find)(board)
            .into_iter()
            .find(|s| does(&effect_of(&s.eliminations, &s.placements), &claim))
        {
            return Verdict::Shown(Box::new(step));
        }
    }
    // A false claim (a wrong digit placed, the cell's digit removed) is
    // refuted from the claim itself: the cell with the digit, or without.
    let true_digit = solution[c.cell.row() * board.size() + c.cell.col()] == c.digit;
    if claim.placing == true_digit {
        return Verdict::NotYet;
    }
    match refute(board, Fact::new(c.cell, c.digit, claim.placing)) {
        Some(r) => Verdict::Refuted(Box::new(r)),
        None => Verdict::NotYet,
    }
}

/// A verdict as the catalogues say it (`asked`: the technique an exercise
/// asked for).
pub fn move_is(verdict: Verdict, asked: Option<&'static str>) -> MoveIs {
    match verdict {
        Verdict::Shown(step) if Some(step.strategy) == asked => MoveIs::Asked { id: step.strategy },
        Verdict::Shown(step) => MoveIs::ShownBy {
            id: step.strategy,
            asked,
        },
        Verdict::NotACandidate => MoveIs::NotACandidate,
        Verdict::Refuted(r) => match r.says() {
            Some(says) => MoveIs::Refuted(Box::new(says)),
            None => MoveIs::NotYet,
        },
        Verdict::NotYet => MoveIs::NotYet,
    }
}

/// The moves of `items` in their order (`r3c4<>5` removes, `r3c4=5`
/// places; several in one item split at commas or spaces), or the first
/// item that is neither.
pub fn read_claims<S: AsRef<str>>(items: &[S]) -> Result<Vec<Claim>, String> {
    items
        .iter()
        .flat_map(|s| s.as_ref().split([',', ' ', '\t', '\n']))
        .filter(|item| !item.is_empty())
        .map(|item| match Candidate::parse(item) {
            Ok((candidate, placing)) => Ok(Claim { candidate, placing }),
            Err(_) => Err(item.to_string()),
        })
        .collect()
}

/// What each claim is on `board` (a position without mistakes), as the
/// catalogues say it; the solution is `original`'s where given (a board
/// that cannot tell givens from the learner's digits).
pub fn judged(board: &Board, original: Option<&Board>, claims: &[Claim]) -> Vec<Coaching> {
    let solution = match solution_of(original.unwrap_or(board)) {
        Ok(s) => s,
        Err(p) => return vec![Coaching::NotJudged(Box::new(p))],
    };
    let others = alternatives(board);
    claims
        .iter()
        .map(|&claim| Coaching::Move {
            cell: claim.candidate.cell,
            digit: claim.candidate.digit,
            placing: claim.placing,
            is: move_is(why_with(board, &others, &solution, claim), None),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::answer::{grade, Answer, Grade};
    use crate::lang::{Coaching, Lang, MoveIs};
    use crate::solver::Solver;
    use crate::test_util::board;

    /// puzzles/rare-technique-bank.txt, line 56 (generated, seed 1002):
    /// in the solver's order its step 21 is a Turbot Fish, with an X-Wing
    /// on the board that the curriculum teaches first.
    const TURBOT_WITH_X_WING: &str =
        "8..54....6....2...59....1..7.8....34.5...3..7..2..6.9....6.....9.32..4.........89";

    fn turbot_position() -> (Board, Step) {
        let w = Solver::new().solve(&board(TURBOT_WITH_X_WING));
        let step = w.steps[20].clone();
        assert_eq!(step.strategy, "turbot-fish");
        (w.board_before(20), step)
    }

    #[test]
    fn an_x_wing_where_the_step_was_a_turbot_fish_is_right_and_named() {
        let (b, step) = turbot_position();
        let x_wing = alternatives(&b)
            .into_iter()
            .find(|a| a.info.id == "x-wing")
            .expect("an X-Wing makes progress here");
        let (eliminations, placements) = x_wing.effects[0].clone();
        let answer = Answer {
            eliminations,
            placements,
        };
        let g = grade(&b, step.strategy, &answer).unwrap();
        assert_eq!(g, Grade::RightOther { id: "x-wing" });
        assert!(g.is_right());
        let said = &g.said(step.strategy)[0];
        assert_eq!(
            Lang::En.catalogue().coaching(said),
            "Right: that is an X-Wing, another technique; the step here was a Turbot Fish."
        );
        assert_eq!(
            Lang::Ja.catalogue().coaching(said),
            "正解。ただしそれはX-Wing（別の解法）の手で、ここで想定していた手はターボットフィッシュ。"
        );
    }

    /// A right item and a wrong one: both are said, each for what it is.
    #[test]
    fn a_mix_of_right_and_wrong_moves_reports_both() {
        let (b, step) = turbot_position();
        let solution = solution_of(&b).unwrap();
        let right = step.eliminations[0];
        // A wrong digit in the first open cell with one.
        let wrong = b
            .empty_cells()
            .into_iter()
            .find_map(|cell| {
                let answer = solution[cell.row() * 9 + cell.col()];
                let digit = b.candidates(cell).iter().find(|&d| d != answer)?;
                Some(Candidate::new(cell, digit))
            })
            .unwrap();
        let answer = Answer {
            eliminations: vec![right],
            placements: vec![wrong],
        };
        let Grade::Moves { moves } = grade(&b, step.strategy, &answer).unwrap() else {
            panic!("not said move by move");
        };
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].1, MoveIs::Asked { id: "turbot-fish" });
        assert!(matches!(moves[1].1, MoveIs::Refuted(_)), "{:?}", moves[1]);
        let lines: Vec<String> = Grade::Moves { moves }
            .said(step.strategy)
            .iter()
            .map(|c| Lang::En.catalogue().coaching(c))
            .collect();
        assert_eq!(
            lines[0],
            format!("{right}: right, a Turbot Fish here removes it.")
        );
        let placed = format!("{}={}: it cannot be: ", wrong.cell, wrong.digit);
        assert!(lines[1].starts_with(&placed), "{}", lines[1]);
    }

    /// Each verdict on one position: not a candidate, shown (by the first
    /// technique in the curriculum that does it), refuted, and the words
    /// of each, which never give the cell's digit away.
    #[test]
    fn each_claim_gets_its_verdict() {
        let (b, _) = turbot_position();
        let solution = solution_of(&b).unwrap();
        let alts = alternatives(&b);
        let (mut shown, mut refuted, mut not_yet) = (0, 0, 0);
        for cell in b.empty_cells() {
            let answer = solution[cell.row() * 9 + cell.col()];
            for digit in 1..=9 {
                for placing in [false, true] {
                    let claim = Claim {
                        candidate: Candidate::new(cell, digit),
                        placing,
                    };
                    let verdict = why_with(&b, &alts, &solution, claim);
                    match &verdict {
                        Verdict::NotACandidate => assert!(!b.has_candidate(cell, digit)),
                        Verdict::Shown(step) => {
                            shown += 1;
                            // The step does it, and is the first technique's.
                            let first = shown_by(&alts, &claim).unwrap();
                            assert_eq!(step.strategy, first.info.id);
                            if placing {
                                assert!(step.placements.contains(&claim.candidate));
                            }
                            // Sound: it is what the solution says.
                            assert_eq!(placing, digit == answer);
                        }
                        Verdict::Refuted(_) => {
                            refuted += 1;
                            // Only false claims are refuted.
                            assert_eq!(placing, digit != answer);
                        }
                        Verdict::NotYet => not_yet += 1,
                    }
                    let said = Coaching::Move {
                        cell,
                        digit,
                        placing,
                        is: move_is(verdict, None),
                    };
                    for lang in [Lang::En, Lang::Ja] {
                        let text = lang.catalogue().coaching(&said);
                        assert!(!text.contains("solution") && !text.contains("解の数字"));
                    }
                }
            }
        }
        assert!(shown > 0 && refuted > 0, "{shown} {refuted} {not_yet}");
    }
}
