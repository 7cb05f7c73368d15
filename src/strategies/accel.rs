//! Machinery shared by the strategies' fast paths: what the solver may use
//! instead of "call `find`, take the first productive instance". Nothing
//! here changes an answer; each fast path is proven equal to its reference
//! finder by a test.
//!
//! Four kinds of help, any of which a registry entry may have (its
//! [`Accel`] record):
//! * a faster `first`: stop at the first productive instance instead of
//!   listing them all ([`FastFirst`]);
//! * `first_on_digit`: for single-digit strategies, the first productive
//!   instance on one digit, so the solver can skip digits whose candidates
//!   have not changed since the strategy last found nothing there;
//! * `near`: a quick test for strategies with *local* patterns (see
//!   [`MayFireNear`]);
//! * `digit_near`: the per-digit form of `near` ([`DigitNear`]).
//!
//! Caches are values, never hidden state: the solver owns a [`Caches`] per
//! walkthrough and lends it to every fast path, which keeps there whatever
//! it wants to reuse on the next board (ALS lists, chain sweeps, ...).

use super::common::{first_by_find, Effects, Strategy};
use crate::grid::{Board, CellSet};
use crate::step::Step;
use std::any::{Any, TypeId};

/// Per-walkthrough scratch space for the fast paths: one value of each type
/// a fast path asks for, made with `Default` the first time.
///
/// Owned by whoever drives the strategies (the solver's memo, a notebook
/// cell); two calls with fresh `Caches` on the same board give the same
/// answer as two calls sharing one.
#[derive(Default)]
pub struct Caches {
    slots: Vec<(TypeId, Box<dyn Any>)>,
}

impl Caches {
    pub fn new() -> Caches {
        Caches::default()
    }

    /// The cache of type `T`, made empty on first use.
    pub fn get<T: Default + 'static>(&mut self) -> &mut T {
        let id = TypeId::of::<T>();
        let i = match self.slots.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.slots.push((id, Box::new(T::default())));
                self.slots.len() - 1
            }
        };
        self.slots[i]
            .1
            .downcast_mut()
            .expect("slot holds the type of its TypeId")
    }
}

impl std::fmt::Debug for Caches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Caches({} kinds)", self.slots.len())
    }
}

/// A faster way to a strategy's first productive instance. It must return
/// exactly what [`first_by_find`] returns (tested for every strategy that
/// has one).
pub trait FastFirst: Strategy {
    fn first(board: &Board, caches: &mut Caches) -> Option<(Self::Found, Effects)>;
}

/// [`FastFirst::first`] as a step.
pub fn fast_first_step<S: FastFirst>(board: &Board, caches: &mut Caches) -> Option<Step> {
    S::first(board, caches).map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// For a `first` that stops a scan early at `found`: that instance if it
/// changes the board (it normally does), else the full search.
pub fn first_or_search<S: Strategy>(board: &Board, found: S::Found) -> Option<(S::Found, Effects)> {
    let e = S::effects(board, &found);
    if e.is_empty() {
        first_by_find::<S>(board)
    } else {
        Some((found, e))
    }
}

/// The first instance of single-digit strategy `S` on `digit` that changes
/// the board: `S` runs on the board seen through that digit alone
/// ([`Board::only_digit`]), the step is explained on the full board.
pub fn first_step_on_digit<S: Strategy>(board: &Board, digit: u8) -> Option<Step> {
    let alone = board.only_digit(digit);
    first_by_find::<S>(&alone).map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// [`first_step_on_digit`] for a strategy with its own [`FastFirst`].
pub fn fast_first_step_on_digit<S: FastFirst>(board: &Board, digit: u8) -> Option<Step> {
    let alone = board.only_digit(digit);
    S::first(&alone, &mut Caches::new())
        .map(|(p, e)| Step::new(board, p, e.placements, e.eliminations))
}

/// `may_fire_near(board, changed, caches)`: could an instance that changes
/// `board` use one of the `changed` cells? It must answer `true` whenever
/// such an instance exists (it may also answer `true` when none does).
///
/// Why that is enough. Call a pattern *local* when whether it is there
/// depends only on the candidates of its own cells (a wing, an ALS, a Sue de
/// Coq), and what it removes is "this digit, from every cell that holds it
/// and sees these cells". Say the strategy found nothing productive on an
/// earlier board `B0`, and `changed` are the cells whose candidates differ
/// between `B0` and `board` (solving only ever removes candidates). A
/// pattern on `board` that uses no changed cell was on `B0` too, and removed
/// there everything it removes now, and more: nothing. So every productive
/// instance on `board` uses a changed cell; if the test says there is none,
/// the full search would find nothing either. The solver keeps `B0` until the
/// strategy is stuck again on a later board (a step of the strategy itself
/// does not spoil it: the argument above never asks what happened between).
pub type MayFireNear = fn(&Board, CellSet, &mut Caches) -> bool;

/// `may_fire_on_digit_near(board, digit, changed)`: the per-digit form of
/// [`MayFireNear`] for strategies with `first_on_digit`: could an instance on
/// `digit` that changes `board` use one of the `changed` cells (the cells
/// that lost the digit since the strategy last found nothing on it)? The
/// same argument applies, one digit at a time.
pub type DigitNear = fn(&Board, u8, CellSet) -> bool;

/// A registry entry's fast paths (all optional; see the module doc).
#[derive(Clone, Copy)]
pub struct Accel {
    /// The solver's step for this strategy: the first productive instance
    /// in `find` order, faster than listing them all (tested equal). The
    /// one exception is the forcing chains, whose step is their own search's
    /// first productive premise (their `find` ranks a bounded list; see
    /// `forcing`).
    pub first: Option<fn(&Board, &mut Caches) -> Option<Step>>,
    /// The first productive instance on one digit (single-digit patterns).
    pub first_on_digit: Option<fn(&Board, u8) -> Option<Step>>,
    /// The quick test for local patterns.
    pub near: Option<MayFireNear>,
    /// The per-digit quick test, used with `first_on_digit`.
    pub digit_near: Option<DigitNear>,
}

impl Accel {
    /// No fast path: the solver calls `find` after every step.
    pub const NONE: Accel = Accel {
        first: None,
        first_on_digit: None,
        near: None,
        digit_near: None,
    };
}

/// Every digit's candidate cells: what is kept of a board to tell later
/// which cells changed ([`changed_cells`]).
pub fn candidate_cells(board: &Board) -> [CellSet; 10] {
    std::array::from_fn(|d| board.digit_cells(d as u8))
}

/// The cells whose candidates differ between two [`candidate_cells`]
/// snapshots (a cell filled since lost all of them): the `changed` of
/// [`MayFireNear`].
pub fn changed_cells(then: &[CellSet; 10], now: &[CellSet; 10]) -> CellSet {
    then.iter()
        .zip(now)
        .fold(CellSet::EMPTY, |acc, (a, b)| acc | (*a ^ *b))
}
