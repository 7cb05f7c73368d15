//! What every strategy shares: the [`Strategy`] trait that ties a finder to
//! what its patterns prove, [`Effects`], and the generic glue that turns
//! patterns into [`Step`]s. This module sits below the strategies: it
//! imports none of them.

use crate::grid::Board;
use crate::step::{Pattern, Step};

/// What a pattern proves: digits to place and candidates to remove.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    pub placements: Vec<crate::grid::Candidate>,
    pub eliminations: Vec<crate::grid::Candidate>,
}

impl Effects {
    pub fn place(placements: Vec<crate::grid::Candidate>) -> Effects {
        Effects {
            placements,
            eliminations: Vec::new(),
        }
    }
    pub fn eliminate(eliminations: Vec<crate::grid::Candidate>) -> Effects {
        Effects {
            placements: Vec::new(),
            eliminations,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.eliminations.is_empty()
    }
}

/// How much of the board a strategy's `find` lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Listing {
    /// Every instance, also those that remove nothing.
    Every,
    /// Every instance that changes the board (the search looks for these
    /// only: an unproductive instance is not worth its cost).
    Productive,
    /// At most this many productive instances, the shortest (or best
    /// ranked) first: the search space is too large to list.
    UpTo(usize),
    /// The productive instances a search finds within a fixed amount of
    /// work (the strategy's doc says which and how much): on most boards
    /// every one, on the hardest maybe not.
    Bounded,
}

/// A strategy as a type: its finder and what each found pattern proves.
///
/// `find` returns the instances on the board in a fixed order; how many is
/// said by [`Strategy::LISTING`]: every instance unless the strategy's doc
/// says "productive instances" or "up to N".
pub trait Strategy {
    type Found: Pattern;
    /// What `find` lists.
    const LISTING: Listing = Listing::Every;
    /// The instances on the board (see [`Strategy::LISTING`]).
    fn find(board: &Board) -> Vec<Self::Found>;
    /// At most `limit` instances, in `find`'s order. A strategy whose
    /// search stops at a cap ([`Listing::UpTo`]) searches for `limit`
    /// instead, more or fewer; the others list everything and keep the
    /// first `limit`.
    fn find_upto(board: &Board, limit: usize) -> Vec<Self::Found> {
        let mut found = Self::find(board);
        found.truncate(limit);
        found
    }
    /// What one instance proves on that board.
    fn effects(board: &Board, pattern: &Self::Found) -> Effects;
}

/// The first productive instance in `find` order: the reference answer to
/// "what does this strategy do next?" that every faster path must equal.
pub fn first_by_find<S: Strategy + ?Sized>(board: &Board) -> Option<(S::Found, Effects)> {
    S::find(board).into_iter().find_map(|p| {
        let e = S::effects(board, &p);
        (!e.is_empty()).then_some((p, e))
    })
}

/// Every instance of strategy `S` on `board`, as steps.
pub fn steps_of<S: Strategy>(board: &Board) -> Vec<Step> {
    as_steps::<S>(board, S::find(board))
}

/// At most `limit` instances of strategy `S` on `board`, as steps (see
/// [`Strategy::find_upto`]).
pub fn steps_upto_of<S: Strategy>(board: &Board, limit: usize) -> Vec<Step> {
    as_steps::<S>(board, S::find_upto(board, limit))
}

/// Instances of strategy `S` on `board` as steps, each with its effects.
fn as_steps<S: Strategy>(board: &Board, found: Vec<S::Found>) -> Vec<Step> {
    found
        .into_iter()
        .map(|p| {
            let e = S::effects(board, &p);
            Step::new(board, p, e.placements, e.eliminations)
        })
        .collect()
}

/// What every instance of strategy `S` on `board` proves (instances that
/// prove nothing included, in the order `find` returns them).
pub fn effects_of<S: Strategy>(board: &Board) -> Vec<Effects> {
    S::find(board)
        .iter()
        .map(|p| S::effects(board, p))
        .collect()
}

/// The first instance of strategy `S` that changes the board, as a step.
pub fn first_step_of<S: Strategy>(board: &Board) -> Option<Step> {
    first_by_find::<S>(board).map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// The unit type that registers a finder as a strategy, in one line:
///
/// ```ignore
/// strategy!(
///     /// The XY-Wing strategy.
///     XyWings: Wing = find_xy_wings, eliminates xy_wing_eliminations
/// );
/// ```
///
/// `places` instead of `eliminates` for a placement function; a last
/// `listing = Listing::Productive` (or `UpTo(n)`, `Bounded`) when `find`
/// does not list every instance.
macro_rules! strategy {
    ($(#[$meta:meta])* $name:ident: $found:ty = $find:path, eliminates $effect:path $(, listing = $listing:expr)?) => {
        $crate::strategies::common::strategy!(@impl $(#[$meta])* $name, $found, $find, eliminate, $effect $(, $listing)?);
    };
    // A search that stops at a cap: `upto(board, limit)` moves the cap.
    ($(#[$meta:meta])* $name:ident: $found:ty = $find:path, eliminates $effect:path, listing = $listing:expr, upto = $upto:path) => {
        $crate::strategies::common::strategy!(@impl $(#[$meta])* $name, $found, $find, eliminate, $effect, $listing; $upto);
    };
    ($(#[$meta:meta])* $name:ident: $found:ty = $find:path, places $effect:path $(, listing = $listing:expr)?) => {
        $crate::strategies::common::strategy!(@impl $(#[$meta])* $name, $found, $find, place, $effect $(, $listing)?);
    };
    (@impl $(#[$meta:meta])* $name:ident, $found:ty, $find:path, $kind:ident, $effect:path $(, $listing:expr)? $(; $upto:path)?) => {
        $(#[$meta])*
        pub struct $name;
        impl $crate::strategies::common::Strategy for $name {
            type Found = $found;
            $(const LISTING: $crate::strategies::common::Listing = $listing;)?
            fn find(board: &$crate::grid::Board) -> Vec<$found> {
                $find(board)
            }
            $(fn find_upto(board: &$crate::grid::Board, limit: usize) -> Vec<$found> {
                $upto(board, limit)
            })?
            fn effects(board: &$crate::grid::Board, p: &$found) -> $crate::strategies::common::Effects {
                $crate::strategies::common::Effects::$kind($effect(board, p))
            }
        }
    };
}
pub(crate) use strategy;
