//! SE ratings of the nested forcing nets (`strategies::forcing::nested`).
//!
//! Sudoku Explainer's nested forcing chains come in levels by what the
//! inner chains may use: forcing chains (9.5), multiple forcing chains
//! (10.0), dynamic forcing chains (10.5), dynamic forcing chains with the
//! other rules (11.0), plus the length. This project's inner branches are
//! dynamic (facts with several reasons) with locked candidates but no
//! subsets or fish: SE's level with dynamic inner chains, 10.5; with inner
//! chains (`nested-forcing-chain-contradiction`), SE's 9.5. The length
//! counts every fact of the proof, the inner branches' own facts included,
//! minus two, as SE counts a nested chain's complexity with the chains it
//! uses. On the forum's hardest puzzles (all SE 11+; SE's ratings stop
//! near 11.9) this gives 11.1 to 11.8.

use super::se::{length_bonus, Tenths};
use crate::strategies::forcing::{NestedForcing, Rule};

/// Nested forcing chains whose inner chains are dynamic.
pub const NESTED_DYNAMIC: Tenths = 105;
/// Nested forcing chains whose inner chains are plain forcing chains.
pub const NESTED_CHAINS: Tenths = 95;

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
    let base = if f.inner_chains {
        NESTED_CHAINS
    } else {
        NESTED_DYNAMIC
    };
    base + length_bonus((f.forcing.size() + inner).saturating_sub(2))
}
