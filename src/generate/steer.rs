//! One candidate of the learning-mode search: a random grid, dug, judged,
//! and steered back when it went too hard (see the [module doc](super)).

use super::needs::{Target, Verdict};
use super::random::{
    dig, dig_order, has_one_solution, orbit, random_solution, still_one_solution, Rng, Symmetry,
};
use std::time::Instant;

/// What became of one candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// A puzzle that teaches the target (minimal if that was asked for),
    /// and whether steering made it.
    Found {
        digits: Vec<u8>,
        steered: bool,
    },
    TooEasy,
    TooHard,
    NotMinimal,
}

/// A random grid of the target's size, dug in random order. A puzzle that
/// needs something harder is steered: back to the last puzzle of the dig
/// that did not, and dug on from there only while the target's prefix
/// solver still solves it (and still uses the target, once it does).
/// Steering gives up (too hard) at `deadline`.
pub(super) fn candidate(
    target: &Target,
    symmetry: Symmetry,
    minimal: bool,
    steer: bool,
    deadline: Instant,
    rng: &mut Rng,
) -> Outcome {
    let size = target.size();
    let Some(solution) = random_solution(size, rng) else {
        return Outcome::TooHard;
    };
    let order = dig_order(size, rng);
    let mut digits = solution.clone();
    let mut removed = Vec::new();
    dig(size, &mut digits, symmetry, &order, |i| removed.push(i));
    match target.judge(&digits) {
        Verdict::Teaches => {
            return Outcome::Found {
                digits,
                steered: false,
            }
        }
        Verdict::TooEasy => return Outcome::TooEasy,
        Verdict::TooHard if !steer => return Outcome::TooHard,
        Verdict::TooHard => {}
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
    let mut digits = dug(lo);
    let mut teaching = lo_verdict == Verdict::Teaches;
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
    // Cells whose removal lost uniqueness keep their given for good.
    let mut essential = vec![false; digits.len()];
    // Two passes: a removal refused in the first may be fine after others.
    for _ in 0..2 {
        let mut changed = false;
        for &i in &order {
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
