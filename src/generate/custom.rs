//! Puzzles that need a strategy of your own: one written as a
//! [`CustomStrategy`](crate::solver::custom::CustomStrategy) and put in a solver with [`Solver::with_custom`].
//!
//! The rule is the registered strategies' rule read in that solver's order:
//! the solver's walkthrough solves the puzzle by logic, uses the strategy,
//! and uses nothing the solver tries after it; under the curriculum's
//! ceiling, no step but the strategy's own and naked singles is rated (SE)
//! above the strategy's rating, when it was given one
//! ([`rated`](crate::solver::custom::CustomStrategy::rated); without one, only the solver's order counts).

use super::needs::{Aim, Ceiling, GenerateError, Generated, Generator, Options, Target};
use super::teaches::first_above;
use crate::generate::nearest_ids;
use crate::rating::se::{typical_tenths, Tenths};
use crate::rating::{step_ratings_with, tenths_of};
use crate::solver::{Solver, Status, UniquenessPolicy, Walkthrough};
use crate::strategies;

/// A target in a solver of your own.
#[derive(Clone, Debug)]
pub struct InSolver {
    /// The solver whose walkthrough must need the target.
    pub(super) solver: Solver,
    /// Every strategy the solver tries up to the target, the target included.
    allowed: Vec<&'static str>,
    /// The target's SE rating, in tenths, if it has one.
    tenths: Option<Tenths>,
}

impl InSolver {
    /// Whether `w` teaches the target under `ceiling`.
    pub(super) fn teaches(&self, w: &Walkthrough, ceiling: Ceiling) -> bool {
        let target = self.allowed.last().copied().unwrap_or_default();
        w.status == Status::Solved
            && w.steps.iter().any(|s| s.strategy == target)
            && w.steps.iter().all(|s| self.allowed.contains(&s.strategy))
            && (ceiling == Ceiling::SolverOrder || self.keeps_to_the_curriculum(w))
    }

    /// Whether no step of `w` but the target's own and naked singles is
    /// rated above the target, by the registered targets' rule
    /// ([`keeps_to_the_curriculum`](super::keeps_to_the_curriculum): a
    /// registered target's long chain lets the chains placed with it rise
    /// too, a custom strategy's rating is as given); always, for a target
    /// without a rating.
    pub(super) fn keeps_to_the_curriculum(&self, w: &Walkthrough) -> bool {
        self.first_above_the_ceiling(w).is_none()
    }

    /// The first step of `w` that breaks [`keeps_to_the_curriculum`](Self::keeps_to_the_curriculum)
    /// (its index), if one does.
    pub(super) fn first_above_the_ceiling(&self, w: &Walkthrough) -> Option<usize> {
        let usual = self.tenths?;
        let target = self.allowed.last().copied().unwrap_or_default();
        // Each step rated on the position before it, a custom one as given.
        let rated: Vec<(&str, Option<Tenths>)> = w
            .steps
            .iter()
            .zip(step_ratings_with(w, &self.solver))
            .map(|(step, se)| (step.strategy, se.map(tenths_of)))
            .collect();
        first_above(&rated, target, usual)
    }
}

impl Target {
    /// Strategy `id` (custom or registered) as `solver` uses it, at side
    /// `size`, with "nothing harder" meaning `ceiling`; an error when the
    /// solver does not use `id` or the size is not 4, 6 or 9.
    pub fn in_solver(
        solver: &Solver,
        id: &str,
        size: usize,
        ceiling: Ceiling,
    ) -> Result<Target, GenerateError> {
        if !matches!(size, 4 | 6 | 9) {
            return Err(GenerateError::UnsupportedSize(size));
        }
        let unknown = || GenerateError::UnknownStrategy {
            id: id.to_string(),
            nearest: nearest_ids(id),
        };
        let prefix = solver.up_to(id).ok_or_else(unknown)?;
        let allowed = prefix.ids_in_order();
        let target = *allowed.last().ok_or_else(unknown)?;
        let tenths = match solver.custom_strategies().find(|c| c.id == target) {
            Some(custom) => custom.se.map(tenths_of),
            None => strategies::by_id(target).and_then(|s| typical_tenths(s.decl.se)),
        };
        Ok(Target {
            id: target,
            aim: Aim::InSolver(InSolver {
                solver: solver.clone(),
                allowed,
                tenths,
            }),
            size,
            ceiling,
            // Only puzzles checked to have one solution are judged.
            prefix: prefix.uniqueness(UniquenessPolicy::Assume),
        })
    }
}

impl Generator {
    /// A generator of puzzles whose walkthrough by `solver` needs strategy
    /// `id` (a custom strategy of the solver, usually), or why there cannot
    /// be one. The rule is the registered strategies' rule read in that
    /// solver's order: the walkthrough solves the puzzle by logic, uses the
    /// strategy, and nothing the solver tries after it; under the
    /// curriculum's ceiling, no step but the strategy's own and naked
    /// singles is rated (SE) above the strategy's rating, when it has one.
    pub fn with_solver(
        solver: &Solver,
        id: &str,
        options: &Options,
    ) -> Result<Generator, GenerateError> {
        let target = Target::in_solver(solver, id, options.size, options.ceiling)?;
        Ok(Generator::aiming(target, options))
    }
}

/// One puzzle whose walkthrough by `solver` needs strategy `id` and nothing
/// the solver tries after it (the rule of [`Generator::with_solver`]), or
/// why there is none.
pub fn generate_needing_with(
    solver: &Solver,
    id: &str,
    options: &Options,
) -> Result<Generated, GenerateError> {
    Generator::with_solver(solver, id, options)?.next_puzzle(&mut |_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute;
    use crate::generate::under_the_ceiling;
    use crate::grid::Board;
    use crate::rating::se::step_tenths;
    use crate::rating::{rating, rating_with, se_walk};
    use crate::solver::custom::{CustomStrategy, Found, Place};
    use crate::strategies::subsets::naked_subsets::{
        find_naked_subsets, naked_subset_eliminations,
    };
    use std::time::Duration;

    /// Naked pairs under another name, tried just before the registered
    /// ones and rated `se`.
    fn my_pair(se: f32) -> Solver {
        let mine = CustomStrategy::new(
            "My Pair",
            Place::Before("naked-pair".into()),
            |b: &Board| {
                find_naked_subsets(b, 2)
                    .iter()
                    .map(|p| Found::eliminating(naked_subset_eliminations(b, p)))
                    .collect()
            },
        )
        .unwrap()
        .rated(se);
        Solver::new().with_custom(mine).unwrap()
    }

    /// A generated puzzle needs the custom strategy in that solver's
    /// walkthrough, checked from scratch: one solution, solved by logic,
    /// a step of `my-pair`, no step of a strategy the solver tries after
    /// it, no other step (but naked singles) rated above 3.0; and the same
    /// seed gives the same puzzle.
    #[test]
    fn a_puzzle_that_needs_a_custom_strategy() {
        let solver = my_pair(3.0);
        let options = Options {
            seed: 7,
            max_time: Duration::from_secs(60),
            ..Options::default()
        };
        let p = generate_needing_with(&solver, "my-pair", &options).unwrap();
        assert_eq!(p.strategy, "my-pair");
        assert_eq!(brute::count_solutions(&p.puzzle, 2), 1);
        let w = solver.solve(&p.puzzle);
        assert_eq!(w.status, Status::Solved);
        assert!(p.uses > 0 && w.steps.iter().filter(|s| s.strategy == "my-pair").count() == p.uses);
        let order = solver.ids_in_order();
        let at = order.iter().position(|&id| id == "my-pair").unwrap();
        let mut board = p.puzzle.clone();
        for s in &w.steps {
            let rank = order.iter().position(|&id| id == s.strategy).unwrap();
            assert!(rank <= at, "{} comes after my-pair", s.strategy);
            if under_the_ceiling(s.strategy, "my-pair") {
                assert!(step_tenths(&board, s).unwrap() <= 30, "{}", s.strategy);
            }
            s.apply(&mut board).unwrap();
        }
        assert!(p.minimal);
        let again = generate_needing_with(&solver, "my-pair", &options).unwrap();
        assert_eq!(again.puzzle, p.puzzle);
    }

    #[test]
    fn a_strategy_the_solver_does_not_use_is_refused() {
        let err = generate_needing_with(&my_pair(3.0), "my-pear", &Options::default()).unwrap_err();
        assert!(
            matches!(&err, GenerateError::UnknownStrategy { id, .. } if id == "my-pear"),
            "{err:?}"
        );
        let err =
            generate_needing_with(&Solver::new(), "my-pair", &Options::default()).unwrap_err();
        assert!(
            matches!(err, GenerateError::UnknownStrategy { .. }),
            "{err:?}"
        );
    }

    /// SE's walk takes a custom strategy at its rating: rated 2.9, the pair
    /// comes before SE's naked pair (3.0) and sets the puzzle's rating;
    /// rated 3.1, SE's own naked pair is taken first and the rating is
    /// unchanged. The puzzle: the first generated from seed 7 whose SE walk
    /// needs a naked pair (SE often sees a direct hidden pair instead).
    #[test]
    fn the_se_walk_rates_a_custom_step_as_it_was_rated() {
        let options = Options {
            seed: 7,
            ..Options::default()
        };
        let mut generator = Generator::with_solver(&my_pair(3.0), "my-pair", &options).unwrap();
        let p = (0..30)
            .map(|_| generator.next_puzzle(&mut |_| ()).unwrap())
            .find(|p| rating(&p.walkthrough).unwrap().hardest == "naked-pair")
            .expect("a puzzle rated by its naked pair");
        let plain = rating(&Solver::new().solve(&p.puzzle)).unwrap();
        assert_eq!((plain.se, plain.hardest), (3.0, "naked-pair"));
        let cheaper = my_pair(2.9);
        let r = rating_with(&cheaper.solve(&p.puzzle), &cheaper).unwrap();
        assert_eq!((r.se, r.hardest), (2.9, "my-pair"));
        let dearer = my_pair(3.1);
        let r = rating_with(&dearer.solve(&p.puzzle), &dearer).unwrap();
        assert_eq!((r.se, r.hardest), (3.0, "naked-pair"));
        // The walk with no custom strategy is the plain walk.
        let customs: Vec<_> = cheaper.custom_strategies().collect();
        assert_ne!(
            se_walk::se_walk_with(&p.puzzle, &customs).steps,
            se_walk::se_walk(&p.puzzle).steps
        );
        assert_eq!(
            se_walk::se_walk_with(&p.puzzle, &[]).steps,
            se_walk::se_walk(&p.puzzle).steps
        );
    }
}
