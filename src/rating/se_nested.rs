//! SE ratings of the nested forcing nets (`strategies::forcing::nested`).
//!
//! Sudoku Explainer's nested forcing chains come in levels by what the
//! inner chains may use (forcing chains, multiple, dynamic, dynamic with
//! the other rules), from 9.5 up in steps of 0.5, plus the length. This
//! project's inner branches are dynamic (facts with several reasons) with
//! locked candidates but no subsets or fish, and there is one level only,
//! so the base is derived, not SE's: 10.0, chosen so that the
//! forum's hardest puzzles (all rated 11+ by SE, whose ratings stop near
//! 11.9) land at 10.9 to 11.8 here. The length counts every fact of the
//! proof, inner branches included (their givens once, in the outer
//! branch), minus two, as SE counts a nested chain's complexity with the
//! chains it uses.

use super::se::{length_bonus, Tenths};
use crate::strategies::forcing::{NestedForcing, Rule};

/// The base of a nested forcing net (derived, see above).
pub const NESTED_DYNAMIC: Tenths = 100;

/// The SE rating of a nested forcing net.
pub fn nested_tenths(f: &NestedForcing) -> Tenths {
    let inner: usize = f
        .inner
        .iter()
        .map(|p| {
            let own = p.inner.implications.iter();
            own.filter(|i| i.rule != Rule::Given).count()
        })
        .sum();
    NESTED_DYNAMIC + length_bonus((f.forcing.size() + inner).saturating_sub(2))
}
