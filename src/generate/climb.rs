//! Climbing: for targets that random minimal puzzles almost never need
//! because those puzzles are too easy, search near a too-easy puzzle for a
//! harder one with the same solution, step by step.
//!
//! ```text
//!   P (minimal, too easy) ── take one given away, put givens of the
//!        ▲                   solution back till it is the only one, dig ──► P'
//!        │                                                                   │
//!        └──── P' one solution, not too hard, at least as high ◄─────────────┘
//!              (its walk's steps' difficulties added up)
//!                               P' teaches? ──► done
//! ```
//!
//! A move keeps the solution, so every puzzle on the way has that one
//! solution; the dig after it makes the puzzle minimal again. A move is
//! kept when the puzzle is not too hard and its walk goes at least as high
//! as before ([`Height`]: its steps' registry difficulties added up, then
//! its hardest step's, singles aside), so the climb drifts toward puzzles
//! that need more, and harder, logic, where the target sits. A move takes
//! one given away and puts givens back where another solution differs
//! from the solution, until it is the only one. The climb draws
//! from a random stream of its own, seeded by the puzzle it starts from, so
//! the candidates after it are those a search without it would make.

use super::judge::Height;
use super::needs::{Target, Verdict};
use super::random::{dig, has_one_solution, orbit, Rng, Symmetry};
use crate::brute;
use std::time::Instant;

/// Moves tried in one climb.
const CLIMB_MOVES: usize = 60;

/// Whether the search for `target` climbs from its too-easy candidates:
/// for the registered targets where that was measured to pay
/// (`docs/generating.md`).
pub(super) fn climbs(target: &Target) -> bool {
    target.info().is_some() && CLIMBERS.contains(&target.id())
}

/// Seeds 1-10, without and with climbing, median (max) CPU seconds per
/// puzzle: X-Chain 5.2 (9.9) -> 1.8 (7.6), Swordfish 10.9 (54.1) -> 6.5
/// (49.4); forcing-net contradiction: 4 of 10 seeds found within the
/// minute -> 8 of 10 (median 37.8 s). Not kept: hidden quads were
/// slower with it (6.8 -> 10.6 s), Unique Rectangle type 5 found fewer
/// (9 of 10 seeds -> 7 of 10), and the discontinuous nice loop none for
/// seeds 1-5 (2 of 5 without).
const CLIMBERS: &[&str] = &["x-chain", "swordfish", "forcing-net-contradiction"];

/// Climbs from `digits` (minimal, one solution `solution`, too easy for
/// `target`, at `height`) toward a puzzle that teaches it: that puzzle
/// (minimal), or `None` after [`CLIMB_MOVES`] moves or at `deadline`.
pub(super) fn climb(
    target: &Target,
    solution: &[u8],
    digits: &[u8],
    mut height: Height,
    symmetry: Symmetry,
    deadline: Instant,
) -> Option<Vec<u8>> {
    let size = target.size();
    let mut rng = Rng::of_puzzle(digits, 0x9E37_79B9_7F4A_7C15);
    let mut current = digits.to_vec();
    for _ in 0..CLIMB_MOVES {
        if Instant::now() >= deadline {
            return None;
        }
        let Some(next) = neighbour(size, symmetry, solution, &current, &|_| true, &mut rng) else {
            // No given to take away, or no open cell to put one back in.
            if current.iter().all(|&d| d != 0) || current.iter().all(|&d| d == 0) {
                return None;
            }
            continue;
        };
        let look = target.look(&next);
        match look.verdict {
            Verdict::Teaches => return Some(next),
            Verdict::TooEasy if look.height >= height => {
                height = look.height;
                current = next;
            }
            _ => {}
        }
    }
    None
}

/// One move away from `current` (one solution, `solution`): one given of
/// those `takeable` allows (its orbit under `symmetry`) taken away, givens
/// of the solution put back until it is the only one again, then dug to
/// minimal in random order.
/// `None` when there is no given to take or no open cell, or when the
/// puzzle did not come back to one solution (with symmetry, or off 9x9).
/// Climbs and walks near banked puzzles (`near.rs`) move by it.
pub(super) fn neighbour(
    size: usize,
    symmetry: Symmetry,
    solution: &[u8],
    current: &[u8],
    takeable: &dyn Fn(usize) -> bool,
    rng: &mut Rng,
) -> Option<Vec<u8>> {
    let givens: Vec<usize> = (0..current.len())
        .filter(|&i| current[i] != 0 && takeable(i))
        .collect();
    let open: Vec<usize> = (0..current.len()).filter(|&i| current[i] == 0).collect();
    if givens.is_empty() || open.is_empty() {
        return None;
    }
    let out = givens[rng.below(givens.len())];
    let mut next = current.to_vec();
    for i in orbit(size, symmetry, out) {
        next[i] = 0;
    }
    // Givens go back where another solution of the puzzle differs from
    // the solution, until none differs in `out`: then `out` is as good
    // as given, and the puzzle has one solution again, with no search
    // more to say so. (Elsewhere than on 9x9 without symmetry: one given
    // in a random open cell, then a search.)
    let unique = match symmetry {
        Symmetry::None if size == 9 => loop {
            let Some(other) = <&[u8; 81]>::try_from(&next[..])
                .ok()
                .and_then(|nine| brute::solution_without_9x9(nine, out, solution[out]))
            else {
                break true;
            };
            let differ: Vec<usize> = (0..81)
                .filter(|&i| next[i] == 0 && other[i] != solution[i] && i != out)
                .collect();
            let Some(&back) = differ.get(rng.below(differ.len())) else {
                break has_one_solution(size, &next);
            };
            next[back] = solution[back];
        },
        _ => {
            let back = open[rng.below(open.len())];
            for i in orbit(size, symmetry, back) {
                next[i] = solution[i];
            }
            has_one_solution(size, &next)
        }
    };
    if !unique {
        return None;
    }
    let mut order: Vec<usize> = (0..next.len()).filter(|&i| next[i] != 0).collect();
    rng.shuffle(&mut order);
    dig(size, &mut next, symmetry, &order, |_| ());
    Some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::is_minimal;
    use crate::generate::random::{dig_order, random_solution};
    use std::time::Duration;

    /// Climbs from too-easy digs (X-Chain: seeds 1-400, 1-120 in a quick
    /// run, 1-800 in a full one; XY-Wing with 180° symmetry: seeds 1-100,
    /// 1-200 in a full run): every puzzle a climb ends on has the grid it
    /// started from as its one solution, is minimal (under the symmetry),
    /// keeps the symmetry and teaches the target; some climbs end on one
    /// (X-Chain: seeds 52 and 176; XY-Wing: 61).
    #[test]
    fn climbs_keep_the_solution_and_end_minimal_and_teaching() {
        let deadline = Instant::now() + Duration::from_secs(3600);
        let mut found = [0usize; 2];
        let runs = [
            (
                "x-chain",
                Symmetry::None,
                crate::test_util::by_depth(120, 400, 800),
            ),
            (
                "xy-wing",
                Symmetry::Rotational,
                crate::test_util::by_depth(100, 100, 200),
            ),
        ];
        for (k, (id, symmetry, seeds)) in runs.into_iter().enumerate() {
            let target = Target::new(id, 9).expect("registered");
            for seed in 1..=seeds {
                let mut rng = Rng::seeded(seed);
                let solution = random_solution(9, &mut rng).expect("a grid");
                let mut digits = solution.clone();
                dig(9, &mut digits, symmetry, &dig_order(9, &mut rng), |_| ());
                let look = target.look(&digits);
                if look.verdict != Verdict::TooEasy {
                    continue;
                }
                let Some(p) = climb(&target, &solution, &digits, look.height, symmetry, deadline)
                else {
                    continue;
                };
                found[k] += 1;
                let nine: [u8; 81] = p.clone().try_into().expect("81 digits");
                assert_eq!(brute::count_solutions_9x9(&nine, 2), 1, "{id} seed {seed}");
                assert_eq!(brute::solve_9x9(&nine).map(|s| s.to_vec()), Some(solution));
                assert!(is_minimal(9, symmetry, &p), "{id} seed {seed}");
                let symmetric = (0..81).all(|i| (p[i] == 0) == (p[80 - i] == 0));
                assert!(symmetric || symmetry == Symmetry::None, "seed {seed}");
                assert_eq!(target.judge(&p), Verdict::Teaches, "{id} seed {seed}");
            }
        }
        println!("climbs that found a puzzle (X-Chain, XY-Wing): {found:?}");
        assert!(found.iter().all(|&n| n > 0), "{found:?}");
    }
}
