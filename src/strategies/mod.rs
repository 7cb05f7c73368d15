//! The strategies, one module each (or one per tight family), and the registry.
//!
//! Every strategy module offers three pure functions, for a pattern `Foo`:
//!
//! * `is_foo(board, parts...) -> Option<Foo>`: do these cells/digits/houses
//!   form the pattern?
//! * `find_foos(board) -> Vec<Foo>`: every instance on the board, in a fixed
//!   order, including instances that happen to remove nothing;
//! * `foo_eliminations(board, &Foo) -> Vec<Candidate>` (or `..._placements`):
//!   what the pattern proves.
//!
//! The [`Strategy`] trait ties the finder and the effect together so that
//! generic code can turn patterns into [`Step`]s, and the registry lists every
//! strategy with its id, name, family and difficulty, easiest first.

use crate::grid::{Board, Candidate};
use crate::step::{Pattern, Step};
use serde::Serialize;

mod combinations;
pub mod full_house;
pub mod hidden_single;
pub mod hidden_subsets;
pub mod locked_candidates;
pub mod naked_single;
pub mod naked_subsets;

/// What a pattern proves: digits to place and candidates to remove.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    pub placements: Vec<Candidate>,
    pub eliminations: Vec<Candidate>,
}

impl Effects {
    pub fn place(placements: Vec<Candidate>) -> Effects {
        Effects {
            placements,
            eliminations: Vec::new(),
        }
    }
    pub fn eliminate(eliminations: Vec<Candidate>) -> Effects {
        Effects {
            placements: Vec::new(),
            eliminations,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.eliminations.is_empty()
    }
}

/// A strategy as a type: its finder and what each found pattern proves.
pub trait Strategy {
    type Found: Pattern;
    /// Every instance on the board.
    fn find(board: &Board) -> Vec<Self::Found>;
    /// What one instance proves on that board.
    fn effects(board: &Board, pattern: &Self::Found) -> Effects;
}

/// Every instance of strategy `S` on `board`, as steps.
pub fn steps_of<S: Strategy>(board: &Board) -> Vec<Step> {
    S::find(board)
        .into_iter()
        .map(|p| {
            let e = S::effects(board, &p);
            Step::new(board, p, e.placements, e.eliminations)
        })
        .collect()
}

/// The first instance of strategy `S` that changes the board, as a step.
pub fn first_step_of<S: Strategy>(board: &Board) -> Option<Step> {
    S::find(board).into_iter().find_map(|p| {
        let e = S::effects(board, &p);
        (!e.is_empty()).then(|| Step::new(board, p, e.placements, e.eliminations))
    })
}

/// A strategy's entry in the registry.
#[derive(Clone, Copy, Serialize)]
pub struct StrategyInfo {
    /// Stable kebab-case id, e.g. `naked-pair`.
    pub id: &'static str,
    /// Display name, e.g. `Naked Pair`.
    pub name: &'static str,
    /// Family, e.g. `subsets`.
    pub family: &'static str,
    /// Difficulty score: higher is harder. The scores follow HoDoKu 2.2's
    /// default step ratings (Full House 4, Hidden Single 14, Locked
    /// Candidates 50, Naked Pair 60, ...).
    pub difficulty: u32,
    /// Every instance, as steps.
    #[serde(skip)]
    pub find: fn(&Board) -> Vec<Step>,
    /// The first instance that changes the board.
    #[serde(skip)]
    pub first: fn(&Board) -> Option<Step>,
}

impl std::fmt::Debug for StrategyInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "StrategyInfo({})", self.id)
    }
}

macro_rules! entry {
    ($id:literal, $name:literal, $family:literal, $difficulty:literal, $s:ty) => {
        StrategyInfo {
            id: $id,
            name: $name,
            family: $family,
            difficulty: $difficulty,
            find: steps_of::<$s>,
            first: first_step_of::<$s>,
        }
    };
}

use hidden_subsets::HiddenSubsets;
use locked_candidates::{Claiming, Pointing};
use naked_subsets::{LockedSubsets, NakedSubsets};

/// Every strategy, easiest first.
pub static REGISTRY: &[StrategyInfo] = &[
    entry!(
        "full-house",
        "Full House",
        "singles",
        4,
        full_house::FullHouses
    ),
    entry!(
        "naked-single",
        "Naked Single",
        "singles",
        4,
        naked_single::NakedSingles
    ),
    entry!(
        "hidden-single",
        "Hidden Single",
        "singles",
        14,
        hidden_single::HiddenSingles
    ),
    entry!(
        "locked-pair",
        "Locked Pair",
        "intersections",
        40,
        LockedSubsets<2>
    ),
    entry!(
        "locked-candidates-pointing",
        "Locked Candidates Type 1 (Pointing)",
        "intersections",
        50,
        Pointing
    ),
    entry!(
        "locked-candidates-claiming",
        "Locked Candidates Type 2 (Claiming)",
        "intersections",
        50,
        Claiming
    ),
    entry!(
        "locked-triple",
        "Locked Triple",
        "intersections",
        60,
        LockedSubsets<3>
    ),
    entry!("naked-pair", "Naked Pair", "subsets", 60, NakedSubsets<2>),
    entry!(
        "hidden-pair",
        "Hidden Pair",
        "subsets",
        70,
        HiddenSubsets<2>
    ),
    entry!(
        "naked-triple",
        "Naked Triple",
        "subsets",
        80,
        NakedSubsets<3>
    ),
    entry!(
        "hidden-triple",
        "Hidden Triple",
        "subsets",
        100,
        HiddenSubsets<3>
    ),
    entry!(
        "naked-quad",
        "Naked Quadruple",
        "subsets",
        120,
        NakedSubsets<4>
    ),
    entry!(
        "hidden-quad",
        "Hidden Quadruple",
        "subsets",
        150,
        HiddenSubsets<4>
    ),
];

/// The registry entry with this id.
pub fn by_id(id: &str) -> Option<&'static StrategyInfo> {
    REGISTRY.iter().find(|s| s.id == id)
}

/// Every strategy id, easiest first.
pub fn ids() -> Vec<&'static str> {
    REGISTRY.iter().map(|s| s.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_sorted_and_unique() {
        for w in REGISTRY.windows(2) {
            assert!(
                w[0].difficulty <= w[1].difficulty,
                "{} before {}",
                w[0].id,
                w[1].id
            );
        }
        let mut ids = ids();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), REGISTRY.len());
        assert!(by_id("naked-pair").is_some());
        assert!(by_id("no-such").is_none());
    }
}
