//! The generator's judge made fast, and the judgement both judges share
//! ([`Look::of_walk`]): [`Target::look`] on the walkthrough
//! with its singles placed in bulk ([`Solver::solve_past_singles`]), which
//! takes every other step on the same board and so gives the same verdict
//! and the same near miss without building the singles' steps (most of a
//! walkthrough). A test holds it to the walkthrough's judge.
//!
//! It holds for a registered target that is no single, under a ceiling the
//! singles never break: a hidden single rates at most 1.5 and a full house
//! 1.0 ([`step_tenths`]), naked singles are always allowed.

use super::needs::{Aim, Ceiling, Target, Verdict};
use super::plant::has_room;
use super::teaches::{above_for_good, difficulty, first_above};
use crate::grid::Board;
use crate::rating::se::{step_tenths, typical_tenths, Tenths};
use crate::solver::{Checkpoint, Ended, Status};
use crate::strategies::singles;

/// The highest rating a hidden single or full house step gets.
const SINGLES_TOP: Tenths = 15;

impl Target {
    /// [`Target::look`] at `board` through the walkthrough without its
    /// singles, or `None` where that would not be the same (see the
    /// [module doc](self)). With `room`, [`NoRoom`] where the walk reached
    /// a position without the room the target needs ([`has_room`]) before
    /// it used the target: no verdict then, but surely not teaching.
    pub(super) fn look_past_singles(
        &self,
        board: &Board,
        room: bool,
    ) -> Option<Result<Look, NoRoom>> {
        let Aim::Registered(info) = &self.aim else {
            return None;
        };
        if singles::IDS.contains(&info.id) {
            return None;
        }
        let usual = match self.ceiling {
            Ceiling::Curriculum => match typical_tenths(info.decl.se) {
                Some(c) if c >= SINGLES_TOP => Some(c),
                _ => return None,
            },
            Ceiling::SolverOrder => None,
        };
        // The walk stops at the first step above the ceiling for good: the
        // verdict (too hard) and near miss depend on nothing after it.
        let mut rated: Vec<(&str, Option<Tenths>)> = Vec::new();
        let mut used = false;
        let stop = |at: Checkpoint| match at {
            Checkpoint::Before(board) => room && !used && !has_room(self.id, board),
            Checkpoint::Step(before, s) => {
                used |= s.strategy == self.id;
                let Some(usual) = usual else {
                    return false;
                };
                let tenths = step_tenths(before, s);
                rated.push((s.strategy, tenths));
                above_for_good(s.strategy, tenths, self.id, usual)
            }
        };
        let walk = self.prefix.solve_past_singles(board, stop)?;
        let status = match walk.ended {
            Ended::As(status) => status,
            Ended::Before => return Some(Err(NoRoom)),
            // Stopped at its last step, above the ceiling: too hard there,
            // whatever the status (of_walk reads none when a step is above).
            Ended::AtStep => Status::Stuck,
        };
        let above = usual.and_then(|usual| first_above(&rated, self.id, usual));
        Some(Ok(Look::of_walk(
            (status, above, walk.steps.len()),
            || Height::of(walk.steps.iter().map(|(_, s)| s.strategy)),
            |k| walk.steps[..k].iter().any(|(_, s)| s.strategy == self.id),
            |k| walk.steps.get(k).map_or(&walk.end, |(b, _)| b).clone(),
        )))
    }
}

/// A walk stopped where its target could no longer be needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct NoRoom;

/// A puzzle judged, with what a repair and a climb need to know.
#[derive(Clone, Debug)]
pub(super) struct Look {
    pub(super) verdict: Verdict,
    /// How far up the solver's order its walk went, for a puzzle solved
    /// (too easy or teaching; none for one too hard).
    pub(super) height: Height,
    /// For a *near miss*, a puzzle too hard only after its walkthrough has
    /// used the target: the cells still empty where it went too hard (a
    /// given there may let it through).
    pub(super) near_miss: Option<Vec<usize>>,
}

impl Look {
    /// The look of a puzzle too hard, with no near miss.
    pub(super) fn too_hard() -> Look {
        Look {
            verdict: Verdict::TooHard,
            height: Height::default(),
            near_miss: None,
        }
    }

    /// The judgement of a walk (either judge's) that ended with `status`
    /// after `steps` steps, `above` the first step over the ceiling (if
    /// one is): `height()`, its height (asked only of a walk that solved
    /// the puzzle); `uses(k)`, whether the target is among the first `k`
    /// steps; `board_before(k)`, the board before step `k` (the end for
    /// `steps`).
    pub(super) fn of_walk(
        (status, above, steps): (Status, Option<usize>, usize),
        height: impl FnOnce() -> Height,
        uses: impl Fn(usize) -> bool,
        board_before: impl FnOnce(usize) -> Board,
    ) -> Look {
        // Where it went too hard: stuck at the end, or a step above the
        // ceiling.
        let wrong_at = match (status, above) {
            (_, Some(k)) => k,
            (Status::Solved, None) => {
                let verdict = if uses(steps) {
                    Verdict::Teaches
                } else {
                    Verdict::TooEasy
                };
                return Look {
                    verdict,
                    height: height(),
                    near_miss: None,
                };
            }
            _ => steps,
        };
        if !uses(wrong_at) {
            return Look::too_hard();
        }
        let values = board_before(wrong_at).values();
        Look {
            verdict: Verdict::TooHard,
            height: Height::default(),
            near_miss: Some((0..values.len()).filter(|&i| values[i] == 0).collect()),
        }
    }
}

/// How much logic a walk needed: its steps' registry difficulties added
/// up, then its hardest step's, singles aside. A too-easy puzzle with a
/// greater height is taken to be nearer to needing a hard target (the
/// climb's measure, `climb.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Height {
    total: u32,
    hardest: u32,
}

impl Height {
    /// The height of a walk whose steps are of strategies `ids`.
    pub(super) fn of<'a>(ids: impl Iterator<Item = &'a str>) -> Height {
        ids.filter(|id| !singles::IDS.contains(id))
            .fold(Height::default(), |h, id| Height {
                total: h.total.saturating_add(difficulty(id)),
                hardest: h.hardest.max(difficulty(id)),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random::{dig, dig_order, random_solution, Rng, Symmetry};

    /// On dug candidates of a dozen targets (the generator's own kind of
    /// puzzle: random grids dug to minimal, seeds 1-40 each), the bulk
    /// walkthrough takes the walkthrough's other steps on the same boards,
    /// and the fast judge gives the walkthrough judge's verdict and near
    /// miss; every verdict and some near misses come up.
    #[test]
    fn the_bulk_judge_is_the_walkthroughs() {
        let targets = [
            "locked-pair",
            "naked-triple",
            "x-wing",
            "unique-rectangle-4",
            "two-string-kite",
            "swordfish",
            "xy-wing",
            "sue-de-coq",
            "x-chain",
            "als-xz",
            "death-blossom",
            "forcing-chain-contradiction",
        ];
        let mut seen = [0usize; 4];
        for id in targets {
            for ceiling in [Ceiling::Curriculum, Ceiling::SolverOrder] {
                let target = Target::with_ceiling(id, 9, ceiling).expect("a registered target");
                for seed in 1..=40 {
                    let mut rng = Rng::new(seed);
                    let solution = random_solution(9, &mut rng).expect("a grid");
                    let mut digits = solution.clone();
                    let order = dig_order(9, &mut rng);
                    dig(9, &mut digits, Symmetry::None, &order, |_| ());
                    let board = Board::from_values(9, &digits, true).expect("a puzzle");
                    let w = target.prefix.solve(&board);
                    let bulk = target
                        .prefix
                        .solve_past_singles(&board, |_| false)
                        .expect("singles lead");
                    let others: Vec<(Board, &crate::step::Step)> = (0..w.steps.len())
                        .filter(|&k| !singles::IDS.contains(&w.steps[k].strategy))
                        .map(|k| (w.board_before(k), &w.steps[k]))
                        .collect();
                    assert_eq!(others.len(), bulk.steps.len(), "{id} seed {seed}");
                    for ((b, s), (bb, bs)) in others.iter().zip(&bulk.steps) {
                        assert!(b == bb, "{id} seed {seed}: boards differ");
                        assert_eq!(s.strategy, bs.strategy);
                        assert_eq!(s.placements, bs.placements);
                        assert_eq!(s.eliminations, bs.eliminations);
                    }
                    assert!(w.end == bulk.end && bulk.ended == Ended::As(w.status));
                    // Stopped at its first other step: that step, on its
                    // board, not applied.
                    if let Some((b0, s0)) = bulk.steps.first() {
                        let stopped = target
                            .prefix
                            .solve_past_singles(&board, |at| matches!(at, Checkpoint::Step(..)))
                            .expect("singles lead");
                        assert_eq!((stopped.ended, stopped.steps.len()), (Ended::AtStep, 1));
                        assert!(stopped.end == *b0 && stopped.steps[0].0 == *b0);
                        assert_eq!(stopped.steps[0].1.eliminations, s0.eliminations);
                    }
                    let slow = target.look_through_walkthrough(&board);
                    let fast = target
                        .look_past_singles(&board, false)
                        .expect("not a single")
                        .expect("room not asked about");
                    assert_eq!(slow.verdict, fast.verdict, "{id} seed {seed}");
                    assert_eq!(slow.near_miss, fast.near_miss, "{id} seed {seed}");
                    assert_eq!(slow.height, fast.height, "{id} seed {seed}");
                    seen[match (fast.verdict, &fast.near_miss) {
                        (Verdict::Teaches, _) => 0,
                        (Verdict::TooEasy, _) => 1,
                        (Verdict::TooHard, None) => 2,
                        (Verdict::TooHard, Some(_)) => 3,
                    }] += 1;
                }
            }
        }
        println!("teaches, too easy, too hard, near misses: {seen:?}");
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }

    #[test]
    fn singles_targets_and_custom_solvers_keep_the_walkthrough() {
        for id in ["full-house", "naked-single", "hidden-single"] {
            let target = Target::new(id, 9).expect("registered");
            let board = crate::test_util::board(&".".repeat(81));
            assert!(target.look_past_singles(&board, true).is_none());
        }
        // A solver that does not start with the singles has no bulk walk.
        let solver = crate::solver::Solver::with(&["x-wing", "naked-single"]).expect("ids");
        let board = crate::test_util::board(&".".repeat(81));
        assert!(solver.solve_past_singles(&board, |_| false).is_none());
    }
}
