//! The solver's fast paths for the chain lessons: each lesson's first
//! step, found on the sweeps the walkthrough keeps (`sweep.rs`) instead of
//! a fresh search. Glue between the lessons (`aic.rs`, `nice_loops.rs`)
//! and the search they share, so that the search imports no lesson; the
//! test below proves each path equal to its lesson's `find`.

use super::aic::{Aics, GroupedAics};
use super::nice_loops::{
    ContinuousNiceLoops, DiscontinuousNiceLoops, GroupedContinuousNiceLoops,
    GroupedDiscontinuousNiceLoops,
};
use super::sweep::{aic_chains, continuous_loops, discontinuous_loops};
use super::Chain;
use crate::grid::Board;
use crate::step::Step;
use crate::strategies::accel::Caches;
use crate::strategies::common::Strategy;

/// The first chain that changes the board, as a step of strategy `S`: what
/// [`crate::strategies::first_step_of`] picks from `S::find`.
fn first_step<S: Strategy<Found = Chain>>(board: &Board, chains: Vec<Chain>) -> Option<Step> {
    chains.into_iter().find_map(|c| {
        let e = S::effects(board, &c);
        (!e.is_empty()).then(|| Step::new(board, c, e.placements, e.eliminations))
    })
}

// The solver's fast paths (`first_cached` in the registry): each finder on
// the sweeps kept in `caches`.

/// [`super::aic::find_aics`]' first step, on the kept sweep.
pub(crate) fn first_aic(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<Aics>(board, aic_chains(board, false, caches.get()))
}

/// [`super::aic::find_grouped_aics`]' first step, on the kept sweeps.
pub(crate) fn first_grouped_aic(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<GroupedAics>(board, aic_chains(board, true, caches.get()))
}

/// [`super::nice_loops::find_continuous_nice_loops`]' first step, on the
/// kept sweep.
pub(crate) fn first_continuous_loop(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<ContinuousNiceLoops>(board, continuous_loops(board, false, caches.get()))
}

/// [`super::nice_loops::find_grouped_continuous_nice_loops`]' first step,
/// on the kept sweeps.
pub(crate) fn first_grouped_continuous_loop(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<GroupedContinuousNiceLoops>(board, continuous_loops(board, true, caches.get()))
}

/// [`super::nice_loops::find_discontinuous_nice_loops`]' first step, on the
/// kept sweep.
pub(crate) fn first_discontinuous_loop(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<DiscontinuousNiceLoops>(board, discontinuous_loops(board, false, caches.get()))
}

/// [`super::nice_loops::find_grouped_discontinuous_nice_loops`]' first
/// step, on the kept sweeps.
pub(crate) fn first_grouped_discontinuous_loop(board: &Board, caches: &mut Caches) -> Option<Step> {
    first_step::<GroupedDiscontinuousNiceLoops>(
        board,
        discontinuous_loops(board, true, caches.get()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::common::first_step_of;

    type Cached = fn(&Board, &mut Caches) -> Option<Step>;
    type Fresh = fn(&Board) -> Option<Step>;

    /// The fast paths in registry order, each with its reference: the first
    /// productive chain of a fresh `find`.
    const PATHS: [(&str, Cached, Fresh); 6] = [
        (
            "continuous-nice-loop",
            first_continuous_loop,
            first_step_of::<ContinuousNiceLoops>,
        ),
        ("aic", first_aic, first_step_of::<Aics>),
        (
            "discontinuous-nice-loop",
            first_discontinuous_loop,
            first_step_of::<DiscontinuousNiceLoops>,
        ),
        (
            "grouped-continuous-nice-loop",
            first_grouped_continuous_loop,
            first_step_of::<GroupedContinuousNiceLoops>,
        ),
        (
            "grouped-aic",
            first_grouped_aic,
            first_step_of::<GroupedAics>,
        ),
        (
            "grouped-discontinuous-nice-loop",
            first_grouped_discontinuous_loop,
            first_step_of::<GroupedDiscontinuousNiceLoops>,
        ),
    ];

    fn same(a: &Option<Step>, b: &Option<Step>) -> bool {
        match (a, b) {
            (None, None) => true,
            (Some(a), Some(b)) => {
                a.strategy == b.strategy
                    && a.placements == b.placements
                    && a.eliminations == b.eliminations
                    && a.pattern::<Chain>() == b.pattern::<Chain>()
            }
            _ => false,
        }
    }

    #[test]
    fn kept_sweeps_give_the_steps_of_fresh_finders() {
        // Along top1465 walkthroughs, one `Caches` per walkthrough as the
        // solver keeps it. The order of the six strategies turns with each
        // position, so a kept sweep is met half-advanced (a loop finder went
        // only as deep as it needed), after a board change, and a grouped
        // sweep is started before or after its plain one.
        let Some(walks) = crate::test_util::walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping kept_sweeps_give_the_steps_of_fresh_finders: ../shared is absent");
            return;
        };
        let (mut positions, mut steps) = (0, 0);
        for boards in &walks {
            let mut caches = Caches::new();
            for (i, board) in boards.iter().enumerate() {
                positions += 1;
                for k in 0..PATHS.len() {
                    let (id, cached, fresh) = PATHS[(i + k) % PATHS.len()];
                    let fast = cached(board, &mut caches);
                    let reference = fresh(board);
                    assert!(
                        same(&fast, &reference),
                        "{id} on {}: kept sweep gives {:?}, fresh finder {:?}",
                        board.to_line(),
                        fast.as_ref().map(|s| s.explanation()),
                        reference.as_ref().map(|s| s.explanation())
                    );
                    steps += usize::from(fast.is_some());
                }
            }
        }
        println!("{positions} positions, {steps} steps compared");
        assert!(steps > 100, "only {steps} steps compared");
    }

    #[test]
    fn finders_keep_no_state() {
        // sx_hard #2 after singles: a second call, after searching another
        // board, gives the same chains.
        use super::super::test_support::{SX_HARD_1, SX_HARD_2};
        let b = crate::test_util::after_singles(SX_HARD_2.0);
        let other = crate::test_util::after_singles(SX_HARD_1.0);
        let finders: [fn(&Board) -> Vec<Chain>; 3] = [
            super::super::aic::find_grouped_aics,
            super::super::nice_loops::find_continuous_nice_loops,
            super::super::nice_loops::find_discontinuous_nice_loops,
        ];
        for find in finders {
            let first = find(&b);
            assert!(!first.is_empty());
            find(&other);
            assert_eq!(find(&b), first);
        }
    }
}
