//! SE ratings of the suppositions that are not nested: this project's
//! forcing chains and nets, Nishio chains (contradictions on one digit) and
//! kraken fish, by what their branches use and how long they are (see
//! [`super::se`] for the table; nested nets are in [`super::se_nested`]).

use super::se::{base, length_bonus, Tenths};
use crate::grid::DigitSet;
use crate::strategies::fish::KrakenFish;
use crate::strategies::forcing::{Forcing, ForcingKind, Implication};

/// This project's forcing chains and nets in SE's terms: a contradiction
/// on one digit only is a Nishio forcing chain (7.5), another contradiction
/// or digit forcing a dynamic forcing chain (8.5), cell and unit forcing
/// its multiple forcing chains (8.0); a forcing net (facts with several
/// reasons) is a dynamic forcing chain (8.5) whatever its kind. The
/// length: the facts each branch needs to reach its end, minus two.
pub fn forcing_tenths(f: &Forcing) -> Tenths {
    let mut candidates = 0;
    let mut one_digit = true;
    for (i, branch) in f.branches.iter().enumerate() {
        let ends: Vec<usize> = match (&f.contradiction, i) {
            (Some(c), 0) => c.parents.clone(),
            _ => branch
                .implications
                .iter()
                .rposition(|imp| imp.fact == f.conclusion)
                .into_iter()
                .collect(),
        };
        for end in ends {
            let (count, digits_seen) = ancestors(&branch.implications, end);
            candidates += count;
            one_digit &= digits_seen.len() <= 1;
        }
    }
    let base = match (f.net, f.kind) {
        (true, _) => base::DYNAMIC,
        (false, ForcingKind::Contradiction) if one_digit => base::NISHIO,
        (false, ForcingKind::Cell { .. } | ForcingKind::Unit { .. }) => base::MULTIPLE,
        (false, _) => base::DYNAMIC,
    };
    base + length_bonus(candidates.saturating_sub(2))
}

/// Kraken fish: SE has none. Its proof needs the fish as a rule inside a
/// dynamic forcing chain; SE's dynamic chains with other rules ("+", 9.0)
/// include the X-Wing among those rules (`Chaining.getAdvancedPotentials`:
/// locking, hidden and naked pairs, X-Wing) but no larger fish, so a kraken
/// Swordfish or Jellyfish needs its nested chains (9.5). The length: the
/// facts of the branches, minus two, as for this project's forcing chains.
pub fn kraken_tenths(k: &KrakenFish) -> Tenths {
    let base = if k.fish.size <= 2 {
        base::DYNAMIC_PLUS
    } else {
        base::NESTED
    };
    base + length_bonus(k.chain_size().saturating_sub(2))
}

/// How many implications `end` rests on, itself included, and their digits.
fn ancestors(implications: &[Implication], end: usize) -> (usize, DigitSet) {
    let mut digits = DigitSet::EMPTY;
    if end >= implications.len() {
        return (0, digits);
    }
    let mut seen = vec![false; implications.len()];
    let mut todo = vec![end];
    let mut count = 0;
    while let Some(i) = todo.pop() {
        if i >= seen.len() || seen[i] {
            continue;
        }
        seen[i] = true;
        count += 1;
        digits.insert(implications[i].fact.digit);
        todo.extend(implications[i].parents.iter().copied());
    }
    (count, digits)
}
