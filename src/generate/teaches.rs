//! What it means for a walkthrough to *teach* a strategy, the rule every
//! generated puzzle keeps ([`teaches`]): solved by logic, the strategy used,
//! nothing the solver ranks harder, and nothing the curriculum rates above
//! it ([`keeps_to_the_curriculum`]). The search lives in `needs.rs`.

use crate::rating::se::{step_tenths, typical_tenths, Tenths};
use crate::solver::{Status, Walkthrough};
use crate::strategies::decl::Se;
use crate::strategies::singles::naked_single::NAKED_SINGLE;
use crate::strategies::{self, StrategyInfo};

/// Whether a walkthrough teaches strategy `info`: solved by logic, at least
/// one step of `info`, no step of a strategy with a higher difficulty, and
/// no step rated above it ([`keeps_to_the_curriculum`]).
pub fn teaches(w: &Walkthrough, info: &StrategyInfo) -> bool {
    needs_nothing_ranked_harder(w, info) && keeps_to_the_curriculum(w, info)
}

/// Whether a walkthrough teaches strategy `info` by the solver's order
/// alone ([`Ceiling::SolverOrder`](super::Ceiling::SolverOrder)): solved by logic, at least one step of
/// `info`, and no step of a strategy with a higher difficulty.
pub fn needs_nothing_ranked_harder(w: &Walkthrough, info: &StrategyInfo) -> bool {
    w.status == Status::Solved
        && w.steps.iter().any(|s| s.strategy == info.id)
        && w.steps
            .iter()
            .all(|s| difficulty(s.strategy) <= info.difficulty)
}

/// Whether no step of `w` but those of strategy `info` is rated (SE,
/// [`step_tenths`]) above what the curriculum allows beside it. The
/// ceiling is the usual rating of `info`'s step, its place in the
/// curriculum ([`typical_tenths`]), or the rating of its own hardest step
/// in `w` where that is higher (a long X-Chain, a grouped loop SE sees as a
/// multiple forcing chain): the puzzle is then as hard as its use of the
/// target. Only strategies placed no later in the curriculum rise with it
/// (an AIC beside a long nice loop, both chains of one place), so nothing
/// the learner has not met yet comes in above the target's usual step.
/// Naked singles (2.3) are always allowed: the solver takes them before a
/// hidden single (1.2-1.5), so no puzzle could need hidden singles
/// otherwise. A step SE does not rate (brute force) never keeps.
pub fn keeps_to_the_curriculum(w: &Walkthrough, info: &StrategyInfo) -> bool {
    first_above_the_ceiling(w, info).is_none()
}

/// The first step of `w` that breaks [`keeps_to_the_curriculum`] (its
/// index), if one does.
pub(super) fn first_above_the_ceiling(w: &Walkthrough, info: &StrategyInfo) -> Option<usize> {
    let Some(usual) = typical_tenths(info.decl.se) else {
        return Some(0);
    };
    let mut board = w.start.clone();
    let mut rated = Vec::with_capacity(w.steps.len());
    for (k, step) in w.steps.iter().enumerate() {
        rated.push((step.strategy, step_tenths(&board, step)));
        if step.apply(&mut board).is_err() {
            return Some(first_above(&rated, info.id, usual).map_or(k, |a| a.min(k)));
        }
    }
    first_above(&rated, info.id, usual)
}

/// [`keeps_to_the_curriculum`]'s rule on a walk's steps, each given as its
/// strategy and SE rating, for target `target` whose usual step rates
/// `usual`: the first step above the ceiling, if one is. Steps after one
/// that is [`above_for_good`] do not count (the walk may stop there), nor
/// the target's own steps after it.
pub(super) fn first_above(
    rated: &[(&str, Option<Tenths>)],
    target: &str,
    usual: Tenths,
) -> Option<usize> {
    let for_good = rated
        .iter()
        .position(|&(id, tenths)| above_for_good(id, tenths, target, usual));
    let before = &rated[..for_good.unwrap_or(rated.len())];
    let own = before
        .iter()
        .filter(|&&(id, _)| id == target)
        .filter_map(|&(_, tenths)| tenths)
        .fold(usual, Tenths::max);
    before
        .iter()
        .position(|&(id, tenths)| {
            under_the_ceiling(id, target) && !tenths.is_some_and(|t| t <= own)
        })
        .or(for_good)
}

/// Whether a step of strategy `id` rated `tenths` is above the ceiling of
/// target `target` (usual rating `usual`) however high the target's own
/// steps rate: unrated, or above `usual` and either of a strategy placed
/// later in the curriculum (or not in it) or beside a target of fixed
/// rating, whose own steps never lift the ceiling.
pub(super) fn above_for_good(
    id: &str,
    tenths: Option<Tenths>,
    target: &str,
    usual: Tenths,
) -> bool {
    let placed_no_later = || {
        strategies::by_id(id)
            .and_then(|s| typical_tenths(s.decl.se))
            .is_some_and(|place| place <= usual)
    };
    let fixed_target =
        || strategies::by_id(target).is_some_and(|s| matches!(s.decl.se, Se::Fixed(_)));
    under_the_ceiling(id, target)
        && match tenths {
            None => true,
            Some(t) => t > usual && (fixed_target() || !placed_no_later()),
        }
}

/// Whether a step of strategy `step` counts against the curriculum's
/// ceiling of target `target`: every step but the target's own and naked
/// singles ([`keeps_to_the_curriculum`] says why).
pub fn under_the_ceiling(step: &str, target: &str) -> bool {
    step != target && step != NAKED_SINGLE.id
}

/// A strategy's registry difficulty (unknown ids count as hardest).
pub(super) fn difficulty(id: &str) -> u32 {
    strategies::by_id(id).map_or(u32::MAX, |s| s.difficulty)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The curriculum's ceiling on rated steps: a grouped continuous loop
    /// (usual 6.6, the chains' place) rated 8.0 lets an AIC (placed with
    /// it) rate 7.3, not a Nishio chain (placed at 7.5) rated 7.0; an
    /// X-Wing (fixed 3.2) lets nothing above 3.2 in.
    #[test]
    fn a_long_target_lifts_only_the_strategies_placed_with_it() {
        let gcnl = "grouped-continuous-nice-loop";
        let at = |steps: &[(&'static str, Option<Tenths>)], target| {
            first_above(steps, target, crate::coach::lesson(target).unwrap().tenths)
        };
        assert_eq!(at(&[("aic", Some(73)), (gcnl, Some(80))], gcnl), None);
        // The target's hardest step counts, wherever it is.
        assert_eq!(
            at(
                &[(gcnl, Some(80)), ("aic", Some(73)), (gcnl, Some(67))],
                gcnl
            ),
            None
        );
        assert_eq!(at(&[("aic", Some(73)), (gcnl, Some(72))], gcnl), Some(0));
        assert_eq!(
            at(&[("aic", Some(66)), ("aic", None), (gcnl, Some(80))], gcnl),
            Some(1)
        );
        let nishio = "nishio-forcing-chain";
        assert_eq!(
            at(
                &[
                    ("naked-single", Some(23)),
                    (nishio, Some(70)),
                    (gcnl, Some(80))
                ],
                gcnl
            ),
            Some(1)
        );
        // After a step above for good, the target's steps lift nothing: the
        // walk may have stopped there.
        assert_eq!(
            at(
                &[("aic", Some(73)), (nishio, Some(76)), (gcnl, Some(80))],
                gcnl
            ),
            Some(0)
        );
        assert!(above_for_good(nishio, Some(76), gcnl, 66));
        assert!(!above_for_good(nishio, Some(66), gcnl, 66));
        assert!(!above_for_good("aic", Some(99), gcnl, 66));
        // A target of fixed rating lifts nothing: a WXYZ-Wing SE sees as a
        // chain (7.2), placed at 5.6, beside a BUG+1 (fixed 5.6).
        assert!(above_for_good("wxyz-wing", Some(72), "bug-plus-1", 56));
        assert!(!above_for_good("wxyz-wing", Some(56), "bug-plus-1", 56));
        assert_eq!(
            at(&[("x-wing", Some(32)), ("hidden-pair", Some(34))], "x-wing"),
            Some(1)
        );
        assert_eq!(
            at(
                &[("x-wing", Some(32)), ("naked-single", Some(23))],
                "x-wing"
            ),
            None
        );
    }
}
