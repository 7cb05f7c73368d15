//! One candidate of the learning-mode search: a random grid, dug, judged,
//! and steered back when it went too hard (see the [module doc](super)).

use super::climb::{climb, climbs};
use super::judge::NoRoom;
use super::near::{self, Banked};
use super::needs::{Ceiling, Target, Verdict};
use super::plant::{Grids, Plant};
use super::random::{dig, has_one_solution, orbit, still_one_solution, Rng, Symmetry};
use super::tridagon::{self, Planted};
use std::time::Instant;

/// How the candidates of a search are made.
#[derive(Clone, Copy, Debug)]
pub(super) struct Search {
    pub(super) symmetry: Symmetry,
    pub(super) minimal: bool,
    /// Whether a dig that went too hard is steered back.
    pub(super) steer: bool,
    /// When to give up.
    pub(super) deadline: Instant,
}

/// What became of one candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// A puzzle that teaches the target (minimal if that was asked for),
    /// and whether steering or a repair made it.
    Found {
        digits: Vec<u8>,
        steered: bool,
    },
    TooEasy,
    TooHard,
    /// Its walkthrough reached a position where the target could no
    /// longer be needed before it used it (judged no further).
    NoRoom,
    NotMinimal,
}

/// A dig around a planted tridagon (`tridagon.rs`), judged: always minimal,
/// never steered (its givens are not a dig of the whole solution). One
/// that needs the target by the solver's order but breaks the curriculum
/// (another forcing net rated above the target's step) starts a walk near
/// it (`near.rs`), which ends on a neighbour that keeps to the curriculum
/// too, if one is found.
fn planted(target: &Target, search: &Search, rng: &mut Rng) -> Outcome {
    // About 4 draws in 10 make no puzzle: draw again.
    let Planted {
        solution, digits, ..
    } = loop {
        if let Some(planted) = tridagon::candidate(rng) {
            break planted;
        }
    };
    let look = match target.look_while_room(&digits) {
        Err(NoRoom) => return Outcome::NoRoom,
        Ok(look) => look,
    };
    match look.verdict {
        Verdict::Teaches => Outcome::Found {
            digits,
            steered: false,
        },
        Verdict::TooEasy => Outcome::TooEasy,
        Verdict::TooHard if target.ceiling == Ceiling::Curriculum => {
            let loose = Target {
                ceiling: Ceiling::SolverOrder,
                ..target.clone()
            };
            if loose.judge(&digits) != Verdict::Teaches {
                return Outcome::TooHard;
            }
            let start = Banked {
                line: 0,
                puzzle: digits,
                solution,
            };
            match near::walk_near(target, &start, search.deadline, rng) {
                Some(walk) => Outcome::Found {
                    digits: walk.digits,
                    steered: true,
                },
                None => Outcome::TooHard,
            }
        }
        Verdict::TooHard => Outcome::TooHard,
    }
}

/// A random grid of the target's size, dug in random order. A puzzle that
/// needs something harder is steered: back to the last puzzle of the dig
/// that did not, and dug on from there only while the target's prefix
/// solver still solves it (and still uses the target, once it does).
/// Steering and repairs give up (too hard) at the search's deadline.
pub(super) fn candidate(
    target: &Target,
    search: &Search,
    repairs: &mut RepairBudget,
    rng: &mut Rng,
) -> Outcome {
    let &Search {
        symmetry,
        minimal,
        steer,
        ..
    } = search;
    if tridagon::plants(target, symmetry) {
        return planted(target, search, rng);
    }
    let size = target.size();
    let Some(solution) = Grids::for_target(target.id()).solution(size, rng) else {
        return Outcome::TooHard;
    };
    let order = Plant::for_target(target.id()).dig_order(size, &solution, rng);
    let mut digits = solution.clone();
    let mut removed = Vec::new();
    dig(size, &mut digits, symmetry, &order, |i| removed.push(i));
    // A search that neither steers nor climbs drops every candidate that
    // does not teach or nearly teach: the judge may stop once it cannot.
    let look = if steer || climbs(target) {
        target.look(&digits)
    } else {
        match target.look_while_room(&digits) {
            Ok(look) => look,
            Err(NoRoom) => return Outcome::NoRoom,
        }
    };
    match look.verdict {
        Verdict::Teaches => {
            return Outcome::Found {
                digits,
                steered: false,
            }
        }
        Verdict::TooEasy if climbs(target) => {
            let climbed = climb(
                target,
                &solution,
                &digits,
                look.height,
                symmetry,
                search.deadline,
            );
            return match climbed {
                Some(digits) => Outcome::Found {
                    digits,
                    steered: true,
                },
                None => Outcome::TooEasy,
            };
        }
        Verdict::TooEasy => return Outcome::TooEasy,
        Verdict::TooHard => {}
    }
    if let Some(open) = look.near_miss {
        // The repair draws from a stream of its own, seeded by the puzzle,
        // so the candidates that follow are those a search without repairs
        // would make: a seed finds its puzzle no later than before.
        let mut own = Rng::of_puzzle(&digits, 0xCBF2_9CE4_8422_2325);
        let repaired = repair(target, &solution, &digits, open, search, repairs, &mut own);
        if let Some(repaired) = repaired {
            let outcome = if minimal {
                dig_on(target, repaired, true, &order, search)
            } else {
                Outcome::Found {
                    digits: repaired,
                    steered: true,
                }
            };
            // One that does not end in a puzzle goes on as if not repaired.
            if matches!(outcome, Outcome::Found { .. }) {
                repairs.judges += REPAIR_REFILL;
                return outcome;
            }
        }
    }
    if !steer {
        return Outcome::TooHard;
    }
    // The grid with the first `k` removals of the dig made.
    let dug = |k: usize| {
        let mut d = solution.clone();
        for &i in &removed[..k] {
            for j in orbit(size, symmetry, i) {
                d[j] = 0;
            }
        }
        d
    };
    // Bisect for a k where the dig is not too hard and one removal more is:
    // the grid itself (k = 0) is never too hard, the end (all) is.
    let (mut lo, mut hi) = (0, removed.len());
    let mut lo_verdict = Verdict::TooEasy;
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        match target.judge(&dug(mid)) {
            Verdict::TooHard => hi = mid,
            v => (lo, lo_verdict) = (mid, v),
        }
    }
    let digits = dug(lo);
    let teaching = lo_verdict == Verdict::Teaches;
    if !minimal && teaching {
        return Outcome::Found {
            digits,
            steered: true,
        };
    }
    if minimal && !teaching {
        // Dug on from a puzzle that does not need the target yet, the
        // result rarely needs it and is minimal too: fewer than one such
        // candidate in a thousand for X-Wing, not worth its walkthroughs.
        return Outcome::TooHard;
    }
    dig_on(target, digits, teaching, &order, search)
}

/// Digs on from `digits` (one solution, not too hard; `teaching`: it
/// teaches the target) one given at a time in `order`, keeping a removal
/// only if nothing harder becomes needed and, once the target is needed,
/// only if it stays needed.
fn dig_on(
    target: &Target,
    mut digits: Vec<u8>,
    mut teaching: bool,
    order: &[usize],
    &Search {
        symmetry,
        minimal,
        deadline,
        ..
    }: &Search,
) -> Outcome {
    let size = target.size();
    // Cells whose removal lost uniqueness keep their given for good.
    let mut essential = vec![false; digits.len()];
    // Two passes: a removal refused in the first may be fine after others.
    for _ in 0..2 {
        let mut changed = false;
        for &i in order {
            if digits[i] == 0 || essential[i] {
                continue;
            }
            // Hard targets have slow walkthroughs: give up with the budget.
            if Instant::now() >= deadline {
                return Outcome::TooHard;
            }
            let [a, b] = orbit(size, symmetry, i);
            let kept = (digits[a], digits[b]);
            digits[a] = 0;
            digits[b] = 0;
            // Every stage of a dig has one solution.
            let accept = if still_one_solution(size, &digits, [a, b], kept) {
                let v = target.judge(&digits);
                let accept = if teaching {
                    v == Verdict::Teaches
                } else {
                    v != Verdict::TooHard
                };
                teaching |= accept && v == Verdict::Teaches;
                accept
            } else {
                essential[a] = true;
                essential[b] = true;
                false
            };
            if accept && teaching && !minimal {
                return Outcome::Found {
                    digits,
                    steered: true,
                };
            }
            if accept {
                changed = true;
            } else {
                digits[a] = kept.0;
                digits[b] = kept.1;
            }
        }
        if !changed {
            break;
        }
    }
    if !teaching {
        return Outcome::TooHard;
    }
    // Minimal: every given left is essential (deferred ones are checked).
    let can_go = |i: usize| {
        let mut d = digits.clone();
        for j in orbit(size, symmetry, i) {
            d[j] = 0;
        }
        has_one_solution(size, &d)
    };
    if minimal && (0..digits.len()).any(|i| digits[i] != 0 && !essential[i] && can_go(i)) {
        return Outcome::NotMinimal;
    }
    Outcome::Found {
        digits,
        steered: true,
    }
}

/// Givens tried at a near miss, per level of [`repair`]: the open cells of
/// the first level, then of up to this many near misses it leads to.
const REPAIR_BRANCHES: usize = 4;

/// Judges a generator may spend on repairs before one pays off, and what
/// each repair that ends in a puzzle earns back. Where near misses are
/// common but seldom repaired the repairs stop; where they pay they go on.
/// (A probe of 20 s of candidates each, one level of repair: X-Wing, 664
/// near misses in 25,272 candidates, 2 repaired in 21,974 tries; Unique
/// Rectangle type 5, 2 near misses in 63,943 candidates, 10 repaired in 84
/// tries.)
const REPAIR_START: u32 = 400;
const REPAIR_REFILL: u32 = 400;

/// The judges a generator has left for repairs (see [`REPAIR_START`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct RepairBudget {
    judges: u32,
}

impl Default for RepairBudget {
    fn default() -> Self {
        RepairBudget {
            judges: REPAIR_START,
        }
    }
}

/// A near miss repaired: `digits` (one solution, too hard only after its
/// walkthrough used the target) with the solution's digit put back in one
/// of the cells `open` where the walkthrough went too hard, or, one level
/// down, in one such cell of a near miss that makes; the first that
/// teaches the target (in a random order), or `None`. Adding a given keeps
/// the one solution and, mostly, the walkthrough up to the target's step;
/// the dig after it takes away whatever given became unneeded.
fn repair(
    target: &Target,
    solution: &[u8],
    digits: &[u8],
    open: Vec<usize>,
    &Search {
        symmetry, deadline, ..
    }: &Search,
    budget: &mut RepairBudget,
    rng: &mut Rng,
) -> Option<Vec<u8>> {
    let size = target.size();
    let mut level = vec![(digits.to_vec(), open)];
    for _ in 0..2 {
        let mut next = Vec::new();
        for (digits, mut open) in level {
            rng.shuffle(&mut open);
            for i in open {
                if budget.judges == 0 || Instant::now() >= deadline {
                    return None;
                }
                budget.judges -= 1;
                let mut more = digits.clone();
                for j in orbit(size, symmetry, i) {
                    more[j] = solution[j];
                }
                let look = target.look(&more);
                match (look.verdict, look.near_miss) {
                    (Verdict::Teaches, _) => return Some(more),
                    (Verdict::TooHard, Some(open)) if next.len() < REPAIR_BRANCHES => {
                        next.push((more, open))
                    }
                    _ => {}
                }
            }
        }
        level = next;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random::dig_order;
    use crate::generate::random::random_solution;
    use crate::solver::Status;
    use crate::Board;

    /// Near misses of a common target, from random digs: each is too hard
    /// after a step of the target, and a repair adds one orbit of the
    /// solution's digits (or two, a level down) and teaches.
    #[test]
    fn near_misses_are_repaired_with_givens_of_the_solution() {
        let target = Target::new("naked-pair", 9).unwrap();
        let far = Instant::now() + std::time::Duration::from_secs(3600);
        let mut rng = Rng::seeded(11);
        let (mut near, mut repaired) = (0, 0);
        while near < 5 {
            let solution = random_solution(9, &mut rng).unwrap();
            let mut digits = solution.clone();
            dig(
                9,
                &mut digits,
                Symmetry::None,
                &dig_order(9, &mut rng),
                |_| (),
            );
            let look = target.look(&digits);
            let Some(open) = look.near_miss else {
                continue;
            };
            near += 1;
            assert_eq!(look.verdict, Verdict::TooHard);
            // The walkthrough used the target, then went too hard: the open
            // cells are empty in the puzzle and unsolved at its end.
            let w = target
                .prefix
                .solve(&Board::from_values(9, &digits, true).unwrap());
            assert!(w.steps.iter().any(|s| s.strategy == "naked-pair"));
            let end = w.end.values();
            assert!(w.status != Status::Solved || !target.teaches(&w));
            assert!(open.iter().all(|&i| digits[i] == 0));
            if w.status != Status::Solved {
                assert!(open.iter().all(|&i| end[i] == 0));
            }
            let search = Search {
                symmetry: Symmetry::None,
                minimal: true,
                steer: false,
                deadline: far,
            };
            let mut budget = RepairBudget::default();
            let Some(more) = repair(
                &target,
                &solution,
                &digits,
                open,
                &search,
                &mut budget,
                &mut rng,
            ) else {
                continue;
            };
            repaired += 1;
            assert_eq!(target.judge(&more), Verdict::Teaches);
            let added: Vec<usize> = (0..81).filter(|&i| more[i] != digits[i]).collect();
            assert!((1..=2).contains(&added.len()), "{added:?}");
            assert!(added
                .iter()
                .all(|&i| digits[i] == 0 && more[i] == solution[i]));
        }
        assert!(repaired > 0, "none of {near} near misses repaired");
    }
}
