//! Custom strategies in SE's walk (`se_walk::se_walk_with`): where each
//! rated one goes among SE's tiers, and its move, checked against the
//! solution before it counts.

use super::se::{self, Tenths};
use super::se_walk::{Move, Tier, Walker, TIERS};
use super::tenths_of;
use crate::brute::unique_solution;
use crate::grid::Board;
use crate::solver::custom::{CustomFailure, CustomStrategy};
use crate::strategies::by_id;
use crate::strategies::wings::named::WXYZ_WING;

/// The rated custom strategies of a walk, each with its rating and the
/// tier it is tried before, and the puzzle's solution once a custom step
/// needs checking.
pub(super) struct Customs<'a> {
    rated: Vec<(usize, Tenths, &'a CustomStrategy)>,
    start: &'a Board,
    /// `None` until a custom step is checked; then the solution, if the
    /// start has exactly one.
    solution: Option<Option<Vec<u8>>>,
}

impl<'a> Customs<'a> {
    /// The strategies of `customs` that have a rating (SE would not know
    /// where to put the others), on the walk from `start`.
    pub(super) fn new(customs: &[&'a CustomStrategy], start: &'a Board) -> Customs<'a> {
        let rated = customs
            .iter()
            .filter_map(|&c| {
                let tenths = tenths_of(c.se?);
                let at = TIERS.iter().position(|&t| tier_floor(t) > tenths);
                Some((at.unwrap_or(TIERS.len()), tenths, c))
            })
            .collect();
        Customs {
            rated,
            start,
            solution: None,
        }
    }

    /// Whether no custom strategy takes part (the plain walk).
    pub(super) fn is_empty(&self) -> bool {
        self.rated.is_empty()
    }

    /// The first move of the tiers with the custom strategies in their
    /// places; a custom move that is wrong for the puzzle is an error.
    pub(super) fn next_move(
        &mut self,
        walker: &mut Walker,
        board: &Board,
    ) -> Result<Option<Move>, CustomFailure> {
        for k in 0..=TIERS.len() {
            for &(_, tenths, custom) in self.rated.iter().filter(|(at, _, _)| *at == k) {
                if let Some(step) = custom.first(board)? {
                    let start = self.start;
                    let solution = self.solution.get_or_insert_with(|| unique_solution(start));
                    if let Some(wrong) = solution
                        .as_ref()
                        .and_then(|s| custom.wrong_for(&step, s, start.size()))
                    {
                        return Err(wrong);
                    }
                    return Ok(Some(Move {
                        strategy: custom.id,
                        tenths,
                        placements: step.placements,
                        eliminations: step.eliminations,
                    }));
                }
            }
            if let Some(m) = TIERS.get(k).and_then(|&tier| walker.tier(tier, board)) {
                return Ok(Some(m));
            }
        }
        Ok(None)
    }
}

/// The lowest rating a tier's steps get (SE's numbers, see `se_walk`'s
/// module doc): where a custom strategy rated below it goes.
fn tier_floor(tier: Tier) -> Tenths {
    let typical = |ids: &[&str]| {
        ids.iter()
            .filter_map(|id| by_id(id).and_then(|s| se::typical_tenths(s.decl.se)))
            .min()
            .unwrap_or(Tenths::MAX)
    };
    match tier {
        Tier::HiddenSingle => 10,
        Tier::DirectLocking => 17,
        Tier::DirectHidden(2) => 20,
        Tier::DirectHidden(_) => 25,
        Tier::NakedSingle => 23,
        Tier::First(ids) | Tier::Easiest(ids, _) => typical(ids),
        // Three strong links on one digit: 5.4 and up.
        Tier::ShortChains => 54,
        Tier::Wings(id) if id == WXYZ_WING.id => 55,
        Tier::Wings(_) => 62,
        Tier::PairExclusion => se::base::APE,
        Tier::Chains => se::base::CYCLE,
        Tier::Grouped => se::base::XY_CYCLE,
        Tier::Forcing(contradiction, _) => typical(&[contradiction]),
        Tier::Anything => Tenths::MAX,
    }
}
